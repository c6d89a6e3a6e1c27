/**
 * The e-mail sign-in and the editor's gateway (src/editor-gateway/), end to end and offline: the built site
 * with CMS_SIGN_IN=email served by `npm run serve` in Cloudflare's runtime over HTTPS, behind a stand-in
 * for Cloudflare Access (test-support/access-stand-in.ts), with a stand-in for GitHub's App endpoints and
 * API over a real git repository (test-support/github-stand-in.ts). A member of staff signs in with their
 * e-mail address and a code, closes the cafe tomorrow on a phone, saves and publishes, and the repository
 * holds one commit by them changing content/ alone; each thing the gateway must refuse, it refuses.
 */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { GATEWAY } from "../src/cms/backend";
import { LIVE_STATUS_ID } from "../src/cms/preview/handover";
import { ASSERTION_HEADER } from "../src/editor-gateway/access";
import { AccessStandIn, AUD, TEAM } from "../test-support/access-stand-in";
import { PHONE } from "../test-support/cms-phone";
import { contentRoot } from "../test-support/content";
import { GitHubStandIn } from "../test-support/github-stand-in";
import { phonePhoto } from "../test-support/phone-photos";
import { Visitor } from "../test-support/visitor";
import { missingEngine } from "../test-support/visitor/engines";
import { launchWebkit } from "../test-support/visitor/webkit";
import { webkitEditor } from "../test-support/webkit-editor";
import { aboutFile } from "../src/schema/schema";
import { placeInForm } from "../src/schema/form-names";
import { RECIPES, tappingPhone } from "../test-support/recipes";
import { certificate, REPO, serveSite, siteWithEditor, type ServedSite } from "../test-support/sign-in-site";

const STAFF = "maria@example.org";
const APP_ID = "424242";
const SECRET = `editor-secret-${crypto.randomBytes(16).toString("hex")}`;
/** The Worker and WebKit's driver: the first free ports from 100 above the site's. */
const PORTS = { site: Number(process.env.E2E_PORT ?? 9000) + 100, webkit: Number(process.env.E2E_PORT ?? 9000) + 110 };

test.describe.configure({ mode: "default" });
test.use({ ignoreHTTPSErrors: true });

let dir = "";
let tls: ReturnType<typeof certificate>;
let standIn: GitHubStandIn;
let access: AccessStandIn;
let site: ServedSite;
/** The App's key, as GitHub hands it out (PKCS#1). */
const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const appPem = appKey.privateKey.export({ type: "pkcs1", format: "pem" }).toString();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-"));
  tls = certificate(dir);
  standIn = await new GitHubStandIn({ ...REPO, contentDir: contentRoot, tls, app: { id: APP_ID, publicKey: appKey.publicKey } }).start();
  const assets = await siteWithEditor(dir, { CMS_SIGN_IN: "email" });
  access = await new AccessStandIn(tls).start();
  site = await serveSite(assets, PORTS.site, tls, {
    ACCESS_TEAM_DOMAIN: TEAM,
    ACCESS_AUD: AUD,
    EDITOR_TOKEN_SECRET: SECRET,
    GITHUB_APP_ID: APP_ID,
    GITHUB_APP_PRIVATE_KEY: appPem.replace(/\n/g, "\\n"),
    GITHUB_API_URL_FOR_TESTS: standIn.apiUrlPlain,
    ACCESS_CERTS_URL_FOR_TESTS: access.certsUrl,
  });
  await access.guard(site.origin);
  access.allowed.add(STAFF);
});

test.afterAll(async () => {
  if (process.env.GATEWAY_DEBUG) console.log(standIn.requests.join("\n"), "\n----\n", site.output());
  site?.stop();
  await access?.close();
  await standIn?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Through Access's sign-in: the e-mail address, then the code it sent. */
async function throughAccess(page: Page, email = STAFF) {
  await page.goto(`${access.origin}/admin/`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).tap();
  const code = page.getByLabel("Code");
  await expect(code).toBeVisible();
  await code.fill(access.codes.get(email)!);
  await page.getByRole("button", { name: "Sign in" }).tap();
}

/** What the live site says of its build: the host built `sha` (the live branch's head unless given). */
const buildOf = (sha = standIn.git.resolve(REPO.branch)!) => ({ commit: sha, committed: standIn.git.readCommit(sha)!.committer.date });

/** Signed in on the phone: through Access, then the editor's Login; its "Are you sure?" boxes answered OK. */
async function signInOnPhone(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
  if (process.env.GATEWAY_DEBUG) page.on("console", (message) => console.log("CONSOLE", message.type(), message.text()));
  await throughAccess(page);
  await page.getByRole("button", { name: /login/i }).tap();
  await expect(page.getByRole("link", { name: "Pages", exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

test.describe("staff sign in with their e-mail address, and publish with no wait", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('in Chromium at 390 px: e-mail, code, Login, "Closed tomorrow" saved and published at once; one commit on the live branch, theirs, content alone; the phone locked, then the editor again', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const before = standIn.published().length;
    // The host is still building the site as it was.
    const live = buildOf();
    access.liveBuild = () => live;
    await signInOnPhone(page);
    const closedTomorrow = RECIPES.find((recipe) => recipe.job === "Closed tomorrow")!;
    await closedTomorrow.run(tappingPhone(page), contentRoot);
    // The phone is locked: the editor goes away. The change is on the live branch already.
    await page.close();
    const published = standIn.published().slice(before);
    expect(published).toHaveLength(1);
    const [commit] = published;
    expect(commit!.author).toMatchObject({ email: STAFF, name: "maria" });
    const changed = standIn.git.changes(commit!.parents[0], commit!.sha).map((file) => file.filename);
    expect(changed).toEqual([`content/${closedTomorrow.file.file}`]);

    // The host has built it by the time the editor is opened again, and the line says so.
    access.liveBuild = () => buildOf(commit!.sha);
    const again = await context.newPage();
    await again.goto(`${access.origin}/admin/`);

    await expect(again.locator(`#${LIVE_STATUS_ID}`)).toHaveText(/^Published\. The site shows it/, { timeout: 30_000 });
    access.liveBuild = undefined;
  });
});

/** A member of staff's way through the gateway, as the editor's requests carry it, straight to the Worker. */
async function signedIn(request: APIRequestContext, email = STAFF) {
  const assertion = access.assertion({ email });
  const verifier = crypto.randomBytes(32).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  const authorize = `${site.origin}${GATEWAY.authorize}?${new URLSearchParams({
    client_id: GATEWAY.clientId,
    redirect_uri: `${site.origin}/admin/`,
    response_type: "code",
    code_challenge_method: "S256",
    code_challenge: challenge,
    state: "s",
  })}`;
  const answer = await request.get(authorize, { headers: { [ASSERTION_HEADER]: assertion }, maxRedirects: 0 });
  const code = new URL(answer.headers()["location"]!).searchParams.get("code")!;
  const tokenAnswer = await request.post(`${site.origin}${GATEWAY.token}`, {
    headers: { [ASSERTION_HEADER]: assertion, "Content-Type": "application/x-www-form-urlencoded" },
    data: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: GATEWAY.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: `${site.origin}/admin/`,
    }).toString(),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const headers = { [ASSERTION_HEADER]: assertion, Authorization: `Bearer ${token}` };
  const call = (method: string, address: string, data?: unknown) =>
    request.fetch(`${site.origin}${GATEWAY.api}${address}`, { method, headers, ...(data === undefined ? {} : { data }) });
  return { token, assertion, call };
}

test.describe("the gateway refuses, with a sentence, and GitHub is not asked to change anything", () => {
  const writes = () => standIn.requests.filter((line) => !line.startsWith("GET ") && !line.includes("/access_tokens"));

  async function expectRefused(answer: Awaited<ReturnType<APIRequestContext["fetch"]>>, words: RegExp, before: number) {
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(words);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(writes().length, "writes GitHub was asked for").toBe(before);
  }

  test("a file outside content/", async ({ request }) => {
    const { call } = await signedIn(request);
    const before = writes().length;
    const tree = { tree: [{ path: "src/page.ts", mode: "100644", type: "blob", sha: "0".repeat(40) }] };
    await expectRefused(await call("POST", "/git/trees", tree), /only the site's words and photographs \(content\/\)/, before);
  });

  for (const [what, mode, type] of [
    ["a link", "120000", "blob"],
    ["a submodule", "160000", "commit"],
    ["a program (executable)", "100755", "blob"],
  ] as const) {
    test(`${what} in content/`, async ({ request }) => {
      const { call } = await signedIn(request);
      const before = writes().length;
      const tree = { tree: [{ path: "content/site/site.yaml", mode, type, sha: "0".repeat(40) }] };
      await expectRefused(await call("POST", "/git/trees", tree), /not a plain file/, before);
    });
  }

  test("a branch outside the editor's own", async ({ request }) => {
    const { call } = await signedIn(request);
    const main = ((await (await call("GET", `/branches/${REPO.branch}`)).json()) as { commit: { sha: string } }).commit.sha;
    const before = writes().length;
    await expectRefused(await call("POST", "/git/refs", { ref: "refs/heads/feature", sha: main }), /own drafts/, before);
    await expectRefused(await call("PATCH", "/git/refs/heads/feature", { sha: main }), /own drafts/, before);
  });

  test("a push to the live branch", async ({ request }) => {
    const { call } = await signedIn(request);
    const main = ((await (await call("GET", `/branches/${REPO.branch}`)).json()) as { commit: { sha: string } }).commit.sha;
    const before = writes().length;
    await expectRefused(await call("PATCH", `/git/refs/heads/${REPO.branch}`, { sha: main, force: true }), /only by Publish/, before);
    await expectRefused(await call("DELETE", `/git/refs/heads/${REPO.branch}`), /only by Publish/, before);
  });

  test("a method or an address the editor does not use", async ({ request }) => {
    const { call } = await signedIn(request);
    const before = writes().length;
    for (const [method, address] of [
      ["DELETE", ""],
      ["PUT", "/contents/content/site/site.yaml"],
      ["POST", "/issues"],
      ["GET", "/actions/secrets"],
      ["GET", "/collaborators"],
      ["PATCH", "/"],
    ] as const) {
      await expectRefused(await call(method, address, method === "GET" ? undefined : {}), /does not do that|Not found/, before);
    }
  });
});

test.describe("who may come in: Access's assertion, and the editor's token on this origin", () => {
  const asked = () => standIn.requests.filter((line) => line.startsWith("GET /repos/") && line.endsWith("/branches/main")).length;

  test("a good assertion with its token is let in; an expired one, one for another application, one signed by another key, or none, are not", async ({
    request,
  }) => {
    const { token, call } = await signedIn(request);
    expect((await call("GET", `/branches/${REPO.branch}`)).status()).toBe(200);
    const cases: [string, string | undefined][] = [
      ["expired", access.assertion({ email: STAFF, expiresIn: -60 })],
      ["for another application", access.assertion({ email: STAFF, aud: "another-application" })],
      ["signed by another key", access.assertion({ email: STAFF, key: access.otherKey })],
      ["from another team", access.assertion({ email: STAFF, issuer: "https://elsewhere.cloudflareaccess.com" })],
      ["absent", undefined],
    ];
    const before = asked();
    for (const [name, assertion] of cases) {
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...(assertion ? { [ASSERTION_HEADER]: assertion } : {}) };
      const answer = await request.get(`${site.origin}${GATEWAY.api}/branches/${REPO.branch}`, { headers });
      expect([name, answer.status()]).toEqual([name, 401]);
      expect(((await answer.json()) as { message: string }).message, name).toMatch(/sign in|signed in|sign-in/i);
    }
    expect(asked(), "GitHub was asked nothing for them").toBe(before);
  });

  test("the e-mail in a header of its own is not believed: only the signed assertion names the member of staff", async ({ request }) => {
    const { token } = await signedIn(request);
    const answer = await request.get(`${site.origin}${GATEWAY.api}/branches/${REPO.branch}`, {
      headers: { Authorization: `Bearer ${token}`, "Cf-Access-Authenticated-User-Email": STAFF },
    });
    expect(answer.status()).toBe(401);
  });

  test("a token taken to another origin, or used under someone else's sign-in, is refused", async ({ request }) => {
    const { token, assertion } = await signedIn(request);
    const before = asked();
    // The same Worker at another address (localhost): the token names the origin it was issued on.
    const elsewhere = site.origin.replace("127.0.0.1", "localhost");
    const there = await request.get(`${elsewhere}${GATEWAY.api}/branches/${REPO.branch}`, {
      headers: { Authorization: `Bearer ${token}`, [ASSERTION_HEADER]: assertion },
    });
    expect(there.status()).toBe(401);
    // Someone else Access let in, with this member of staff's token.
    const other = await request.get(`${site.origin}${GATEWAY.api}/branches/${REPO.branch}`, {
      headers: { Authorization: `Bearer ${token}`, [ASSERTION_HEADER]: access.assertion({ email: "someone.else@example.org" }) },
    });
    expect(other.status()).toBe(401);
    expect(asked()).toBe(before);
  });

  test("the sign-in gives a code only back to the editor, and a token only for it: its verifier, its member of staff", async ({
    request,
  }) => {
    const assertion = access.assertion({ email: STAFF });
    const verifier = crypto.randomBytes(32).toString("base64url");
    const query = {
      client_id: GATEWAY.clientId,
      redirect_uri: `${site.origin}/admin/`,
      response_type: "code",
      code_challenge_method: "S256",
      code_challenge: crypto.createHash("sha256").update(verifier).digest("base64url"),
    };
    const authorize = (changes: Record<string, string>) =>
      request.get(`${site.origin}${GATEWAY.authorize}?${new URLSearchParams({ ...query, ...changes })}`, {
        headers: { [ASSERTION_HEADER]: assertion },
        maxRedirects: 0,
      });
    const wrong: Record<string, string>[] = [
      { redirect_uri: "https://elsewhere.example/admin/" },
      { client_id: "another" },
      { code_challenge_method: "plain" },
    ];
    for (const changes of wrong) {
      expect([changes, (await authorize(changes)).status()]).toEqual([changes, 400]);
    }
    const code = new URL((await authorize({})).headers()["location"]!).searchParams.get("code")!;
    const token = (form: Record<string, string>, who = assertion) =>
      request.post(`${site.origin}${GATEWAY.token}`, {
        headers: { [ASSERTION_HEADER]: who, "Content-Type": "application/x-www-form-urlencoded" },
        data: new URLSearchParams({
          grant_type: "authorization_code",
          client_id: GATEWAY.clientId,
          code,
          redirect_uri: query.redirect_uri,
          code_verifier: verifier,
          ...form,
        }).toString(),
      });
    expect((await token({ code_verifier: crypto.randomBytes(32).toString("base64url") })).status()).toBe(400);
    expect((await token({}, access.assertion({ email: "someone.else@example.org" }))).status()).toBe(400);
    const good = await token({});
    expect(good.status()).toBe(200);
    const claims = JSON.parse(
      Buffer.from(((await good.json()) as { access_token: string }).access_token.split(".")[1]!, "base64url").toString(),
    );
    expect(claims).toMatchObject({ email: STAFF, name: "maria", iss: site.origin });
  });
});

test.describe("what the gateway writes, and how", () => {
  test("a commit carries the member of staff as its author, whatever the editor sent", async ({ request }) => {
    const { call } = await signedIn(request);
    const live = (
      (await (await call("GET", `/branches/${REPO.branch}`)).json()) as { commit: { sha: string; commit: { tree: { sha: string } } } }
    ).commit;
    const answer = await call("POST", "/git/commits", {
      message: "A change",
      tree: live.commit.tree.sha,
      parents: [live.sha],
      author: { name: "The Owner", email: "owner@example.org", date: "2020-01-01T00:00:00Z" },
    });
    expect(answer.status()).toBe(201);
    const { sha } = (await answer.json()) as { sha: string };
    expect(standIn.git.readCommit(sha)!.author).toMatchObject({ name: "maria", email: STAFF });
  });

  test("a draft that breaks a content rule is not saved, and the editor is told why in the form's own names", async ({ request }) => {
    const { call } = await signedIn(request);
    const live = (
      (await (await call("GET", `/branches/${REPO.branch}`)).json()) as { commit: { sha: string; commit: { tree: { sha: string } } } }
    ).commit;
    const site = standIn.git.fileAt(REPO.branch, "content/site/site.yaml")!.toString();
    const broken = site.replace(/^phone: .*$/m, 'phone: "call us"');
    const blob = ((await (await call("POST", "/git/blobs", { content: broken, encoding: "utf-8" })).json()) as { sha: string }).sha;
    const tree = (
      (await (
        await call("POST", "/git/trees", {
          base_tree: live.commit.tree.sha,
          tree: [{ path: "content/site/site.yaml", mode: "100644", type: "blob", sha: blob }],
        })
      ).json()) as { sha: string }
    ).sha;
    const commit = (
      (await (await call("POST", "/git/commits", { message: "Broken", tree, parents: [live.sha] })).json()) as { sha: string }
    ).sha;
    const answer = await call("POST", "/git/refs", { ref: "refs/heads/cms/site/site", sha: commit });
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^Not saved: Site-wide facts, Phone: found "call us"; expected/);
    expect(standIn.git.resolve("refs/heads/cms/site/site")).toBeUndefined();
  });

  test("a draft whose files came from outside content/ (a tree of another branch) is not saved", async ({ request }) => {
    const { call } = await signedIn(request);
    const live = standIn.git.resolve(REPO.branch)!;
    // A branch someone made on GitHub with a change to the code.
    const code = standIn.git.writeTree(`${live}^{tree}`, [
      { path: "src/page.ts", mode: "100644", sha: standIn.git.writeBlob(Buffer.from("export const page = 2;\n")) },
    ]);
    const commit = (
      (await (await call("POST", "/git/commits", { message: "Sneaky", tree: code, parents: [live] })).json()) as { sha: string }
    ).sha;
    const answer = await call("POST", "/git/refs", { ref: "refs/heads/cms/pages/coffee", sha: commit });
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /only the site's words and photographs \(content\/\).*src\/page\.ts/,
    );
    expect(standIn.git.resolve("refs/heads/cms/pages/coffee")).toBeUndefined();
  });

  test("the App's token is asked for this repository alone, with what the editor needs and no more", async ({ request }) => {
    const { call } = await signedIn(request);
    expect((await call("GET", `/branches/${REPO.branch}`)).status()).toBe(200);
    expect(standIn.tokenRequests.length).toBeGreaterThan(0);
    for (const asked of standIn.tokenRequests) {
      expect(asked).toEqual({
        repositories: [REPO.repo.split("/")[1]],
        permissions: { contents: "write", pull_requests: "write", statuses: "read", metadata: "read" },
      });
    }
  });

  test("the App's key and its tokens are in no answer and no log line", async ({ request }) => {
    const { call } = await signedIn(request);
    const answers = await Promise.all(
      ["", `/branches/${REPO.branch}`, "/pulls", `/git/trees/${REPO.branch}:content`].map(async (address) => {
        const answer = await call("GET", address);
        return `${JSON.stringify(answer.headers())}\n${await answer.text()}`;
      }),
    );
    const keyBody = appPem.split("\n").slice(1, -2).join("");
    const secrets = [keyBody, ...appPem.split("\n").slice(1, 4), ...standIn.installationTokens, SECRET];
    for (const text of [...answers, site.output()]) for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

/** A change of `file` to `text`, saved and published through the gateway as the editor does it: draft, pull request, Publish. */
async function publishThrough(call: Awaited<ReturnType<typeof signedIn>>["call"], file: string, text: string) {
  const json = async <T>(answer: ReturnType<typeof call>) => {
    const got = await answer;
    if (!got.ok()) throw new Error(`${got.status()} ${await got.text()}`);
    return (await got.json()) as T;
  };
  const live = (await json<{ commit: { sha: string; commit: { tree: { sha: string } } } }>(call("GET", `/branches/${REPO.branch}`))).commit;
  const blob = await json<{ sha: string }>(call("POST", "/git/blobs", { content: text, encoding: "utf-8" }));
  const tree = await json<{ sha: string }>(
    call("POST", "/git/trees", { base_tree: live.commit.tree.sha, tree: [{ path: file, mode: "100644", type: "blob", sha: blob.sha }] }),
  );
  const commit = await json<{ sha: string }>(
    call("POST", "/git/commits", { message: `Update ${file}`, tree: tree.sha, parents: [live.sha] }),
  );
  const draft = `cms/site/site`;
  await json(call("POST", "/git/refs", { ref: `refs/heads/${draft}`, sha: commit.sha }));
  const pull = await json<{ number: number }>(call("POST", "/pulls", { title: `Update ${file}`, head: draft, base: REPO.branch }));
  await json(call("PUT", `/pulls/${pull.number}/merge`, { merge_method: "merge", sha: commit.sha }));
  await call("DELETE", `/git/refs/heads/${encodeURIComponent(draft)}`);
}

test.describe("a change put back from the editor", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  const SITE_FILE = "content/site/site.yaml";
  const phoneNumber = (text: string) => /^phone: (.*)$/m.exec(text)?.[1];

  test("in Chromium at 390 px: Recent changes lists it in the staff's words; Put back publishes the earlier version as a new change", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { call } = await signedIn(request);
    const before = standIn.git.fileAt(REPO.branch, SITE_FILE)!.toString();
    await publishThrough(call, SITE_FILE, before.replace(/^phone: .*$/m, "phone: 916-555-0142"));
    const history = standIn.published().length;

    await signInOnPhone(page);
    await page.getByRole("button", { name: "Recent changes" }).tap();
    const dialog = page.getByRole("dialog", { name: "Recent changes" });
    const latest = dialog.getByRole("listitem").first();
    await expect(latest.getByRole("heading", { level: 3 })).toHaveText("Site-wide facts: Phone", { timeout: 30_000 });
    await expect(latest).toContainText(/maria, today at/);
    await latest.getByRole("button", { name: "Put back" }).tap();
    await expect(latest.getByRole("status")).toHaveText(/^Put back\. The site shows it/, { timeout: 30_000 });
    await expect(page.locator(`#${LIVE_STATUS_ID}`)).toHaveText(/^Published\./);

    // One new commit on the live branch, with the file as it was before, not a rewrite of the history.
    const added = standIn.published().slice(history);
    expect(added).toHaveLength(1);
    expect(added[0]!.author.email).toBe(STAFF);
    expect(added[0]!.message).toMatch(/^Put back: Site-wide facts: Phone/);
    expect(standIn.git.fileAt(REPO.branch, SITE_FILE)!.toString()).toBe(before);
  });

  test("when a later change touched the same field, it says so, puts nothing back, and offers the earlier value to copy", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { call } = await signedIn(request);
    const start = standIn.git.fileAt(REPO.branch, SITE_FILE)!.toString();
    await publishThrough(call, SITE_FILE, start.replace(/^phone: .*$/m, "phone: 916-555-0177"));
    await publishThrough(call, SITE_FILE, start.replace(/^phone: .*$/m, "phone: 916-555-0188"));
    const history = standIn.published().length;

    await signInOnPhone(page);
    await page.getByRole("button", { name: "Recent changes" }).tap();
    const dialog = page.getByRole("dialog", { name: "Recent changes" });
    // The older of the two: the first change of the phone number.
    const older = dialog.getByRole("listitem").nth(1);
    await expect(older.getByRole("heading", { level: 3 })).toHaveText("Site-wide facts: Phone", { timeout: 30_000 });
    await older.getByRole("button", { name: "Put back" }).tap();
    await expect(older.getByRole("status")).toHaveText(/A later change touched the same place, so nothing was put back/, {
      timeout: 30_000,
    });
    await expect(older.getByRole("definition")).toContainText(phoneNumber(start)!);
    expect(standIn.published()).toHaveLength(history);
  });
});

test.describe("a broken change is refused before it reaches the live site", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("in Chromium at 390 px: a photograph too small for the page is not saved, and the editor says why in the form's names", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const small = path.join(dir, "small.jpg");
    await phonePhoto(small, 1200, 900);
    const live = standIn.git.resolve(REPO.branch);
    await signInOnPhone(page);
    await page.getByRole("link", { name: "Pages", exact: true }).first().tap();
    await page
      .getByRole("link", { name: aboutFile.label })
      .filter({ has: page.getByRole("heading", { level: 2, name: aboutFile.label }) })
      .tap();
    await expect(page.getByText(/changes saved/i)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Choose different image" }).tap();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "IMG_0300.JPG", mimeType: "image/jpeg", buffer: fs.readFileSync(small) });
    await page.getByRole("button", { name: "Choose selected" }).tap({ timeout: 30_000 });
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    const field = placeInForm(aboutFile, "photo.image");
    const why = page.getByText(`${aboutFile.label}, ${field}: found a photograph of 1200 x 900 pixels`);
    await expect(why).toBeVisible({ timeout: 30_000 });
    await expect(why).toBeInViewport();
    expect(standIn.git.resolve(REPO.branch)).toBe(live);
    expect(standIn.git.refs("refs/heads/cms/")).toEqual([]);
  });
});

test.describe("in WebKit on a phone, through the visitor's adapter", () => {
  test('e-mail and code, Login; a photograph too small refused with its reason; "Closed tomorrow" published at once; the editor opened again says the site shows it; Recent changes puts it back', async () => {
    const missing = missingEngine("webkit");
    test.skip(Boolean(missing), missing);
    test.setTimeout(300_000);
    const engine = await launchWebkit({ reducedMotion: false, portFrom: PORTS.webkit });
    let shown: Awaited<ReturnType<typeof engine.visit>> | undefined;
    try {
      const driver = await engine.visit(false);
      shown = driver;
      const visitor = new Visitor("webkit", driver, access.origin);
      const editor = webkitEditor(visitor, driver);
      const live = buildOf();
      access.liveBuild = () => live;
      // A browser of the tests' own, whose storage outlives a run: signed out.
      await visitor.open("/cdn-cgi/access/login", PHONE);
      await visitor.evaluate(() => localStorage.clear());
      // Access: the e-mail address, then the code it sent.
      await visitor.open("/admin/", PHONE);
      await editor.tap('input[name="email"]');
      await visitor.type(STAFF);
      await editor.tap({ css: "button", name: "Send me a code" });
      await editor.tap('input[name="code"]');
      await visitor.type(access.codes.get(STAFF)!);
      await editor.tap({ css: "button", name: "Sign in" });
      await editor.tap({ css: "button", name: "Login" });
      await expect.poll(() => visitor.evaluate(() => localStorage.getItem("decap-cms-user") !== null), { timeout: 30_000 }).toBe(true);
      if (process.env.GATEWAY_DEBUG)
        console.log("STORED", await visitor.evaluate(() => location.href + " " + localStorage.getItem("decap-cms-user")));

      // A photograph too small for ABOUT, picked from the phone: not saved, and the editor says why.
      const before = standIn.git.resolve(REPO.branch);
      const small = path.join(dir, "small-webkit.jpg");
      await phonePhoto(small, 1200, 900);
      await visitor.open(`/admin/#/collections/pages/entries/${aboutFile.file.split("/")[0]}`, PHONE);
      await editor.tap({ css: "button", name: "Choose different image" });
      await driver.upload('input[type="file"]', small);
      await editor.tap({ css: "button", name: "Choose selected" });
      const why = `${aboutFile.label}, ${placeInForm(aboutFile, "photo.image")}: found a photograph of 1200 x 900 pixels`;
      // Save, again if the editor was still taking the photograph in when it was first tapped.
      await expect(async () => {
        await editor.tap({ css: "button", name: "Save" });
        await expect.poll(() => visitor.evaluate(() => document.body.innerText), { timeout: 10_000 }).toContain(why);
      }).toPass({ timeout: 60_000 });
      expect(standIn.git.resolve(REPO.branch)).toBe(before);

      // "Closed tomorrow", saved and published at once: the notice closed, the photograph left unsaved ("leave anyway?": OK).
      await editor.tap(".Toastify__close-button");
      await visitor.evaluate(() => {
        window.confirm = () => true;
        location.hash = "#/collections/site";
      });
      await editor.closedTomorrow(contentRoot);
      await editor.saveAndPublish();
      const head = standIn.git.resolve(REPO.branch)!;
      expect(head).not.toBe(before);
      expect(standIn.git.readCommit(head)!.author.email).toBe(STAFF);

      // The phone put away and taken out again, once the host has built it: the editor says so.
      access.liveBuild = () => buildOf(head);
      await visitor.open("/admin/", PHONE);
      await expect.poll(() => editor.liveLine(), { timeout: 30_000 }).toMatch(/^Published\. The site shows it/);

      // Recent changes: put it back.
      await editor.tap({ css: "button", name: "Recent changes" });
      await editor.tap({ css: "dialog li:first-child button", name: "Put back" });
      await expect.poll(() => editor.text("dialog li:first-child [role=status]"), { timeout: 30_000 }).toMatch(/^Put back\./);
      expect(standIn.git.fileAt(REPO.branch, "content/site/site.yaml")!.toString()).toBe(
        standIn.git.fileAt(before!, "content/site/site.yaml")!.toString(),
      );
    } catch (error) {
      if (process.env.GATEWAY_DEBUG) console.log("PAGE", await shown?.evaluate("location.href + '\\n' + document.body.innerText"));
      throw error;
    } finally {
      access.liveBuild = undefined;
      await engine.close();
    }
  });
});
