/**
 * The built site as Cloudflare serves it once online editing is set up for GitHub, for the sign-in's
 * tests (e2e/sign-in.spec.ts): a copy of the site folder whose editor saves to GitHub (its API here the stand-in's,
 * test-support/github-stand-in.ts), served by `npm run serve` (wrangler.jsonc, the Worker and all) over
 * HTTPS with a certificate made for the run, since WebKit keeps a Secure cookie only over HTTPS.
 */
import { execFileSync, spawn, spawnSync } from "child_process";
import fs from "fs";
import https from "https";
import path from "path";
import { cmsBackend, SIGN_IN } from "../src/cms/backend";
import { writeAdminFolder } from "../src/cms/admin-folder";
import { writeHostingFiles } from "../src/hosting/site-folder";
import { buildInfo } from "../src/hosting/build-commit";
import { PAGES } from "../src/schema/schema";
import { projectRoot, siteDir, testCache } from "./built";
import { readContent } from "./content";
import { lastLines } from "./cms-run";
import { freePort } from "./visitor/driver";

/** The repository the editor saves to, as CMS_GITHUB_REPO would name it. */
export const REPO = { repo: "cafe/site", branch: "main" };

/** A certificate for 127.0.0.1, valid for a day, made by openssl in `dir`. */
export function certificate(dir: string): { keyPath: string; certPath: string; key: string; cert: string } {
  const [keyPath, certPath] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  if (spawnSync("openssl", ["version"]).error)
    throw new Error("The sign-in's tests need openssl: on Debian or Ubuntu, sudo apt-get install openssl.");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyPath,
      "-out",
      certPath,
    ]),
    { stdio: "ignore" },
  );
  return { keyPath, certPath, key: fs.readFileSync(keyPath, "utf8"), cert: fs.readFileSync(certPath, "utf8") };
}

/**
 * A copy of the site folder in `dir`/<name>, as a build with CMS_GITHUB_REPO (and `env`) writes it: the
 * editor, its forms and their policy; with the GitHub sign-in, its API at `apiRoot`. Returns the folder.
 */
export async function siteWithEditor(dir: string, env: Record<string, string>, apiRoot?: string, name = "site"): Promise<string> {
  const copy = path.join(dir, name);
  fs.cpSync(siteDir, copy, { recursive: true });
  const built = cmsBackend("build", { CMS_GITHUB_REPO: REPO.repo, CMS_GITHUB_BRANCH: REPO.branch, ...env });
  if (built.kind === "none" || built.kind === "local") throw new Error("expected online editing");
  const github = built.kind === "github" && apiRoot ? { ...built, apiRoot } : built;
  await writeAdminFolder(projectRoot, github, testCache, copy);
  // The pages' addresses as the build knows them, for the hosts' files with this editor's policy.
  const pages = PAGES.map((row) => ({
    route: row.fixedPath ?? (readContent(row.content).data as { path: string }).path,
    fixed: Boolean(row.fixedPath),
    file: `content/${row.content.file}`,
    id: row.content.file,
    template: row.template,
  }));
  await writeHostingFiles({ siteDir: copy, siteUrl: "https://www.example.org", pages, cms: github, build: buildInfo(projectRoot) });
  return copy;
}

export type ServedSite = { origin: string; output: () => string; stop: () => void };

/**
 * `npm run serve` on `assets` over HTTPS, on the first free port from `from`, with the Worker's
 * variables from an env file of their own (so a `.dev.vars` on this computer plays no part): none at
 * all when `secrets` is not given.
 */
export async function serveSite(
  assets: string,
  from: number,
  tls: { keyPath: string; certPath: string },
  secrets?: Record<string, string>,
): Promise<ServedSite> {
  const port = await freePort(from);
  const envFile = path.join(path.dirname(assets), `worker-${port}.env`);
  fs.writeFileSync(
    envFile,
    Object.entries(secrets ?? {})
      .map(([name, value]) => `${name}=${value}\n`)
      .join(""),
  );
  const args = [
    "--inspector-port",
    String(await freePort(port + 1)),
    "--assets",
    assets,
    "--env-file",
    envFile,
    "--local-protocol",
    "https",
  ];
  const server = spawn("npm", ["run", "serve", "--", ...args, "--https-key-path", tls.keyPath, "--https-cert-path", tls.certPath], {
    cwd: projectRoot,
    detached: true,
    env: { ...process.env, PORT: String(port), NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  let printed = "";
  server.stdout.on("data", (chunk) => (printed += chunk));
  server.stderr.on("data", (chunk) => (printed += chunk));
  const site = {
    origin: `https://127.0.0.1:${port}`,
    output: () => printed,
    stop: () => {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    },
  };
  for (let tries = 0; !printed.includes("Ready on"); tries++) {
    if (server.exitCode !== null || tries > 600) {
      site.stop();
      throw new Error(`npm run serve did not start:\n${lastLines(printed)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await warm(site.origin, fs.readFileSync(tls.certPath, "utf8"));
  return site;
}

/**
 * Asks once for what the editor loads first, and for the Worker's own address, so that the first test
 * does not spend its time on the runtime's cold start (compiling the Worker, reading the editor's bundle
 * of megabytes): however long that takes, it is taken here, within the setup's own time.
 */
async function warm(origin: string, ca: string): Promise<void> {
  const get = (address: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      https
        .get(`${origin}${address}`, { ca }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        })
        .on("error", reject);
    });
  const page = await get("/admin/");
  if (page.status !== 200) throw new Error(`The editor at ${origin}/admin/ answered ${page.status} while warming up.`);
  const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
  await Promise.all(["/admin/config.yml", ...scripts, SIGN_IN.start].map(get));
}
