/**
 * `npm run bench -- worker`: the site's Worker (src/editor-gateway/) as Cloudflare would run it: its
 * bundle as `wrangler deploy` makes it, before and after gzip, and the CPU time each kind of request
 * spends (Workers Free allows 10 ms a request). The Worker runs here in Node, its outside world answered
 * in the same process (Access's keys, GitHub), so what is timed is its own work: JWTs checked and signed,
 * YAML read and the content rules run. Node's crypto stands in for the Workers runtime's.
 */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { execFileSync } from "child_process";
import { cmsBackend, GATEWAY } from "../../src/cms/backend";
import { adminConfigYaml } from "../../src/cms/config";
import { ASSERTION_HEADER } from "../../src/editor-gateway/access";
import { median, spread, table } from "./measure";

const TEAM = "https://bench.cloudflareaccess.com";
const AUD = "bench-audience";
const ORIGIN = "https://www.example.org";
const REPO = "cafe/site";

/** The bundle `wrangler deploy` would upload, in bytes and gzipped. */
function bundleSize(root: string): { bytes: number; gzip: number } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "worker-bundle-"));
  try {
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    const code = fs.readFileSync(path.join(out, "worker.js"));
    return { bytes: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

const sha = (text: string) => crypto.createHash("sha1").update(text).digest("hex");

/** GitHub and Access, answered in this process: the live branch holds content/site/site.yaml as it is. */
function outsideWorld(root: string, accessKey: crypto.KeyObject, appKey: crypto.KeyObject) {
  const site = fs.readFileSync(path.join(root, "content/site/site.yaml"), "utf8");
  const blob = sha(site);
  const head = "a".repeat(40);
  const jwk = { ...crypto.createPublicKey(accessKey).export({ format: "jwk" }), kid: "k", alg: "RS256" };
  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
  void appKey;
  const answer = (input: RequestInfo | URL): Response => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const route = decodeURIComponent(url.pathname).replace(`/repos/${REPO}`, "");
    if (url.pathname.endsWith("/cdn-cgi/access/certs")) return json({ keys: [jwk] });
    if (route.endsWith("/installation")) return json({ id: 1 });
    if (route.endsWith("/access_tokens"))
      return json({ token: "ghs_bench", expires_at: new Date(Date.now() + 3600_000).toISOString() }, 201);
    if (route.startsWith("/branches/")) return json({ name: "main", commit: { sha: head, commit: { tree: { sha: head } } } });
    if (route.startsWith("/compare/")) return json({ files: [{ filename: "content/site/site.yaml", status: "modified", sha: blob }] });
    if (route.startsWith("/git/trees/")) return json({ tree: [{ path: "site.yaml", mode: "100644", type: "blob", sha: blob }] });
    if (route.startsWith("/git/blobs/")) return new Response(site);
    if (route === "/git/refs") return json({ ref: "refs/heads/cms/site/site", object: { sha: head } }, 201);
    return json({ message: "Not Found" }, 404);
  };
  return (input: RequestInfo | URL): Promise<Response> => Promise.resolve(answer(input));
}

function assertion(key: crypto.KeyObject): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: "RS256", kid: "k" })}.${part({ aud: [AUD], iss: TEAM, email: "staff@example.org", sub: "s", iat: now, exp: now + 3600 })}`;
  return `${body}.${crypto.sign("RSA-SHA256", Buffer.from(body), key).toString("base64url")}`;
}

/** CPU milliseconds of `run`, by process.cpuUsage. */
async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export type WorkerFigures = { bytes: number; gzip: number; cpu: Record<string, number[]> };

export async function measureWorker(root: string, runs: number): Promise<WorkerFigures> {
  const { bytes, gzip } = bundleSize(root);
  const accessKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
  const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
  const backend = cmsBackend("build", { CMS_GITHUB_REPO: REPO });
  if (backend.kind !== "gateway") throw new Error("expected the e-mail sign-in");
  const config = adminConfigYaml(backend);
  globalThis.fetch = outsideWorld(root, accessKey, appKey);
  const worker = (await import("../../src/editor-gateway/worker")).default;
  const env = {
    ASSETS: { fetch: () => Promise.resolve(new Response(config)) },
    ACCESS_TEAM_DOMAIN: TEAM,
    ACCESS_AUD: AUD,
    EDITOR_TOKEN_SECRET: "bench-secret-bench-secret-bench-secret",
    GITHUB_APP_ID: "1",
    GITHUB_APP_PRIVATE_KEY: appKey.export({ type: "pkcs1", format: "pem" }).toString(),
  };
  const access = { [ASSERTION_HEADER]: assertion(accessKey) };
  const verifier = crypto.randomBytes(32).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({
    client_id: GATEWAY.clientId,
    redirect_uri: `${ORIGIN}/admin/`,
    response_type: "code",
    code_challenge_method: "S256",
    code_challenge: challenge,
  });
  const signIn = async () => {
    const back = await worker.fetch(new Request(`${ORIGIN}${GATEWAY.authorize}?${query}`, { headers: access }), env);
    const code = new URL(back.headers.get("Location")!).searchParams.get("code")!;
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      client_id: GATEWAY.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: `${ORIGIN}/admin/`,
    });
    const answer = await worker.fetch(new Request(`${ORIGIN}${GATEWAY.token}`, { method: "POST", headers: access, body: form }), env);
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const token = await signIn();
  const headers = { ...access, Authorization: `Bearer ${token}` };
  const kinds: Record<string, () => Promise<unknown>> = {
    "signing in (two requests: a code, then the token)": signIn,
    "a read (GET /branches/main)": () => worker.fetch(new Request(`${ORIGIN}${GATEWAY.api}/branches/main`, { headers }), env),
    "a save, checked (POST /git/refs)": () =>
      worker.fetch(
        new Request(`${ORIGIN}${GATEWAY.api}/git/refs`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify({ ref: "refs/heads/cms/site/site", sha: "b".repeat(40) }),
        }),
        env,
      ),
  };
  // Warm: the first request also fetches Access's keys and mints the App's token, once an hour.
  for (const run of Object.values(kinds)) await run();
  const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let round = 0; round < runs * 10; round += 1) {
    for (const [kind, run] of Object.entries(kinds)) cpu[kind]!.push(await cpuMs(run));
  }
  const { installationToken } = await import("../../src/editor-gateway/app-token");
  cpu["minting the App's token (once an hour)"] = [];
  for (let round = 0; round < runs * 3; round += 1) {
    const settings = { appId: "1", privateKey: env.GITHUB_APP_PRIVATE_KEY, api: "https://api.github.com", repo: `cafe/site-${round}` };
    cpu["minting the App's token (once an hour)"].push(await cpuMs(() => installationToken(settings)));
  }
  return { bytes, gzip, cpu };
}

export function workerReport({ bytes, gzip, cpu }: WorkerFigures): string {
  const rows = Object.entries(cpu).map(([kind, times]) => [
    kind,
    median(times).toFixed(2),
    spread(times),
    `${times.filter((ms) => ms <= 10).length}/${times.length}`,
  ]);
  return [
    `The Worker's bundle (\`wrangler deploy --dry-run\`): ${(bytes / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzipped.`,
    "",
    "CPU time a request, in Node (ms; Workers Free allows 10):",
    table(["request", "median", "range", "within 10 ms"], rows),
  ].join("\n");
}
