/**
 * `npm run bench -- worker`: the editor's gateway as Cloudflare runs it: its bundle as `wrangler deploy`
 * makes it, before and after gzip, and the CPU time each kind of request spends in workerd itself
 * (Workers Free stops a request at 10 ms of CPU). The Worker runs in `npm run serve`; Access's keys and
 * GitHub are the tests' stand-ins, in this process, so workerd's own CPU time (read from /proc, over a
 * batch of requests) is the gateway's work and the runtime's around it: an upper bound of what is charged.
 */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { execFileSync, spawn } from "child_process";
import { GATEWAY } from "../../editor/addresses";
import { authorOf, staffMember } from "../../editor/gateway/staff";
import { AccessStandIn, AUD } from "../../test-support/access-stand-in";
import { GitHubStandIn } from "../../test-support/github-stand-in";
import { freePort } from "../../test-support/visitor/driver";
import { median, spread, table, until } from "./measure";

/** The bundle `wrangler deploy` would upload, in bytes and gzipped. */
function bundleSize(root: string): { bytes: number; gzip: number } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "worker-bundle-"));
  try {
    execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    const code = fs.readFileSync(
      path.join(
        out,
        fs.readdirSync(out).find((name) => name.endsWith(".js"))!,
      ),
    );
    return { bytes: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** The workerd processes below `pid`, by /proc. */
function workerdBelow(pid: number): number[] {
  const children = execFileSync("ps", ["-e", "-o", "pid=,ppid=,comm="])
    .toString()
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
  const below = (parent: number): number[] =>
    children.filter(([, ppid]) => Number(ppid) === parent).flatMap(([child]) => [Number(child), ...below(Number(child))]);
  return below(pid).filter((child) => children.find(([found]) => Number(found) === child)?.[2] === "workerd");
}

/** CPU milliseconds a process has used so far (user and system), from /proc/<pid>/stat. */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / Number(execFileSync("getconf", ["CLK_TCK"]).toString());
}

export type WorkerFigures = { bytes: number; gzip: number; cpu: Record<string, number[]> };

export async function measureWorker(root: string, runs: number): Promise<WorkerFigures> {
  const { bytes, gzip } = bundleSize(root);
  const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const github = await new GitHubStandIn({
    repo: "cafe/site",
    branch: "main",
    contentDir: path.join(root, "content"),
    app: { id: "1", clientId: "Iv1.bench", publicKey: appKey.publicKey },
  }).start();
  const access = await new AccessStandIn({ key: "", cert: "" }).start();
  const port = await freePort(Number(process.env.E2E_PORT ?? 9000) + 300);
  const envFile = path.join(os.tmpdir(), `bench-worker-${port}.env`);
  const vars = {
    ACCESS_TEAM_DOMAIN: access.team,
    ACCESS_AUD: AUD,
    GITHUB_APP_ID: "1",
    GITHUB_APP_PRIVATE_KEY: appKey.privateKey.export({ type: "pkcs1", format: "pem" }).toString().replace(/\n/g, " "),
    GITHUB_API_URL: github.url,
  };
  fs.writeFileSync(
    envFile,
    Object.entries(vars)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(""),
  );
  const server = spawn("npm", ["run", "serve", "--", "--env-file", envFile, "--inspector-port", String(await freePort(port + 1))], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port) },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await until(() => fetch(`${origin}/`).then((answer) => answer.ok), 120_000);
    const [workerd] = workerdBelow(server.pid!);
    if (!workerd) throw new Error("no workerd process found below npm run serve");
    const member = staffMember("staff@example.org");
    const headers = {
      "Cf-Access-Jwt-Assertion": access.assertion({ email: member.email }),
      "Sec-Fetch-Site": "same-origin",
      Origin: origin,
    };
    const call = (method: string, address: string, body?: unknown) =>
      fetch(`${origin}${address}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A draft as the editor makes one: site.yaml's phone changed, signed as the gateway signs.
    const git = github.git;
    const author = await authorOf(member);
    const draft = () => {
      const site = git
        .fileAt("main", "content/site/site.yaml")!
        .toString()
        .replace(/^phone: .*$/m, `phone: 916-555-0${String(crypto.randomInt(100, 999))}`);
      const tree = git.writeTree("main^{tree}", [
        { path: "content/site/site.yaml", mode: "100644", sha: git.writeBlob(Buffer.from(site)) },
      ]);
      return git.writeCommit({ tree, parents: [git.resolve("main")!], author, committer: author, message: "Update" });
    };
    const saved = draft();
    git.setRef("refs/heads/cms/site/site", saved);
    let drafts = 0;
    /** A fresh draft and its pull request, made before Publish is timed. */
    const readyToPublish = async () => {
      const branch = `cms/site/p${(drafts += 1)}`;
      git.setRef(`refs/heads/${branch}`, draft());
      return ((await (await call("POST", `${GATEWAY.github}/pulls`, { head: branch, base: "main" })).json()) as { number: number }).number;
    };
    const kinds: Record<string, { setup?: () => Promise<number>; run: (number: number) => Promise<unknown> }> = {
      "who is signed in (GET session)": { run: () => call("GET", GATEWAY.session) },
      "a read (GET /branches/main)": { run: () => call("GET", `${GATEWAY.github}/branches/main`) },
      "a save, checked (PATCH a draft)": {
        run: () => call("PATCH", `${GATEWAY.github}/git/refs/heads/cms%2Fsite%2Fsite`, { sha: saved, force: true }),
      },
      // The App's installation learned afresh: its JWT signed and a token minted, as the editor does once an hour.
      "the setup page's report, GitHub asked afresh": { run: () => call("GET", GATEWAY.setup) },
      "Publish, its draft checked, then the commit it makes": {
        setup: readyToPublish,
        run: (number) => call("PUT", `${GATEWAY.github}/pulls/${number}/merge`, {}),
      },
    };
    const once = async ({ setup, run }: (typeof kinds)[string]) => {
      const number = (await setup?.()) ?? 0;
      const before = cpuOf(workerd);
      const answer = (await run(number)) as Response;
      if (!answer.ok) throw new Error(`the gateway answered ${answer.status}: ${await answer.text()}`);
      return cpuOf(workerd) - before;
    };
    // Warm: the first requests fetch Access's keys and mint the App's token (once an hour).
    for (const kind of Object.values(kinds)) await once(kind);
    const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
    const BATCH = 20;
    for (let round = 0; round < runs; round += 1) {
      for (const [name, kind] of Object.entries(kinds)) {
        let total = 0;
        for (let index = 0; index < BATCH; index += 1) total += await once(kind);
        cpu[name]!.push(total / BATCH);
      }
    }
    return { bytes, gzip, cpu };
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await access.close();
    await github.close();
    fs.rmSync(envFile, { force: true });
  }
}

export function workerReport({ bytes, gzip, cpu }: WorkerFigures): string {
  const rows = Object.entries(cpu).map(([kind, times]) => [
    kind,
    median(times).toFixed(2),
    spread(times, 2),
    `${times.filter((ms) => ms <= 10).length}/${times.length}`,
  ]);
  return [
    `The Worker's bundle (\`wrangler deploy --dry-run\`): ${(bytes / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzipped.`,
    "",
    "CPU time a request in workerd (ms, the mean of a batch of 20; Workers Free allows 10):",
    table(["request", "median", "range", "batches within 10 ms"], rows),
  ].join("\n");
}
