/**
 * The GitHub sign-in through the site's own Worker (src/editor-gateway/github-sign-in.ts), for a site set
 * up for it (CMS_SIGN_IN=github), end to end and offline: the built site served by `npm run serve` in
 * Cloudflare's runtime over HTTPS (test-support/sign-in-site.ts), and a stand-in for GitHub
 * (test-support/github-stand-in.ts). Staff sign in on a desk, on a phone in Chromium and on a phone in
 * WebKit, and see their collections; each way the sign-in must refuse, it refuses, with words in the
 * pop-up and the editor and no token anywhere. The Worker starts once for the file (twice: once more
 * without its secrets), so the tests share it.
 */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "yaml";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type APIResponse, type BrowserContext, type Page, type Response } from "@playwright/test";
import { SIGN_IN } from "../src/cms/backend";
import { PROBLEMS } from "../src/editor-gateway/popup-page";
import { LIFETIME_SECONDS, newState } from "../src/editor-gateway/state";
import { PHONE } from "../test-support/cms-phone";
import { contentRoot } from "../test-support/content";
import { GitHubStandIn } from "../test-support/github-stand-in";
import { certificate, REPO, serveSite, siteWithEditor, type ServedSite } from "../test-support/sign-in-site";
import { Visitor } from "../test-support/visitor";
import { missingEngine } from "../test-support/visitor/engines";
import { launchWebkit } from "../test-support/visitor/webkit";

const CLIENT = { id: "stand-in-client", secret: `stand-in-secret-${crypto.randomBytes(12).toString("hex")}` };
/** The Worker with its secrets, then without, and WebKit's driver: the first free ports from 60 above the site's. */
const PORTS = { site: Number(process.env.E2E_PORT ?? 9000) + 60, webkit: Number(process.env.E2E_PORT ?? 9000) + 70 };
const LOGIN = "Login with GitHub";

test.describe.configure({ mode: "default" });
test.use({ ignoreHTTPSErrors: true });

let dir = "";
let assets = "";
let tls: ReturnType<typeof certificate>;
let standIn: GitHubStandIn;
let site: ServedSite;
/** Every server the tests started, stopped at the end even when a test fails half-way. */
const servers: ServedSite[] = [];
/** The editor's collections, as its config.yml names them: what a signed-in editor lists. */
let collections: string[] = [];
/** Everything the sign-in's addresses answered in these tests, headers and body, for the secret's check. */
const answers: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-"));
  tls = certificate(dir);
  standIn = await new GitHubStandIn({ client: CLIENT, ...REPO, contentDir: contentRoot, tls }).start();
  assets = await siteWithEditor(dir, { CMS_SIGN_IN: "github" }, standIn.apiUrl);
  const config = yaml.parse(fs.readFileSync(path.join(assets, "admin", "config.yml"), "utf8")) as { collections: { label: string }[] };
  collections = config.collections.map((collection) => collection.label);
  site = await serveSite(assets, PORTS.site, tls, {
    GITHUB_CLIENT_ID: CLIENT.id,
    GITHUB_CLIENT_SECRET: CLIENT.secret,
    GITHUB_OAUTH_URL_FOR_TESTS: standIn.oauthUrl,
  });
  servers.push(site);
  // The browser's own first start of the editor (its megabytes of script), here rather than in the first test.
  const warm = await browser.newPage({ ignoreHTTPSErrors: true });
  await openEditor(warm);
  await warm.close();
});

test.afterAll(async () => {
  for (const server of servers.splice(0)) server.stop();
  await standIn?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const record = async (response: APIResponse | Response) => {
  const body = await response.text().catch(() => "");
  answers.push(`${JSON.stringify(response.headers())}\n${body}`);
  return body;
};

/** Every address a page of `context` asks for, and the sign-in's answers to it (recorded for the secret's check). */
function watch(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  context.on("response", (response) => {
    if (Object.values(SIGN_IN).includes(new URL(response.url()).pathname as never)) void record(response);
  });
  return urls;
}

/** The editor's login screen, from `origin`. */
async function openEditor(page: Page, origin = site.origin) {
  await page.goto(`${origin}/admin/`);
  await expect(page.getByRole("button", { name: LOGIN })).toBeVisible({ timeout: 30_000 });
}

/** Taps (or clicks) Login with GitHub, and resolves with the pop-up, on GitHub's page. */
async function startSignIn(page: Page, tap = false): Promise<Page> {
  const popup = page.waitForEvent("popup");
  const login = page.getByRole("button", { name: LOGIN });
  await (tap ? login.tap() : login.click());
  return popup;
}

/** What the editor keeps of a signed-in editor: its token, or null. */
const savedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("decap-cms-user") ?? "null") as { token?: string } | null)?.token ?? null);

async function expectSignedIn(page: Page) {
  for (const label of collections) await expect(page.getByRole("link", { name: label }).first()).toBeVisible({ timeout: 30_000 });
  expect(await savedToken(page)).toBe(standIn.tokens.at(-1));
}

/**
 * Signing in did not happen: the pop-up says why, and so does the editor, above its Login button, which
 * keeps nothing. (The editor closes its pop-up once it has heard; the tests keep it open to read it.)
 */
async function expectRefused(page: Page, popup: Page, problem: keyof typeof PROBLEMS) {
  await expect(popup.getByRole("heading", { level: 1, name: PROBLEMS[problem].heading })).toBeVisible();
  await expect(popup.getByText(PROBLEMS[problem].text)).toBeVisible();
  await expect(page.getByText(PROBLEMS[problem].text)).toBeVisible();
  await expect(page.getByRole("button", { name: LOGIN })).toBeVisible();
  expect(await savedToken(page)).toBeNull();
}

test.describe("staff sign in", () => {
  test("on a desk: Login with GitHub opens GitHub in a pop-up; Authorize signs in, and the editor lists its collections", async ({
    page,
    context,
  }) => {
    const urls = watch(context);
    await openEditor(page);
    const github = await startSignIn(page);
    await expect(github.getByText("public_repo")).toBeVisible();
    await github.getByRole("link", { name: "Authorize" }).click();
    await github.waitForEvent("close");
    await expectSignedIn(page);
    // The least the editor needs for a public repository (CMS_GITHUB_PRIVATE unset), and the token in no address.
    expect(standIn.scopes.at(-1)).toBe("public_repo");
    expect(urls.filter((url) => standIn.tokens.some((token) => url.includes(token)))).toEqual([]);

    // Good once: the same way back from GitHub, in the same browser, gets the error page and no token.
    const callback = urls.find((url) => url.startsWith(`${site.origin}${SIGN_IN.callback}?`))!;
    const tokens = standIn.tokens.length;
    const again = await page.goto(callback);
    expect(again?.status()).toBe(PROBLEMS.stale.status);
    await expect(page.getByRole("heading", { level: 1, name: PROBLEMS.stale.heading })).toBeVisible();
    expect(standIn.tokens).toHaveLength(tokens);
  });

  test.describe("on a phone (390 x 844, touch)", () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test("in Chromium: Login with GitHub and Authorize are tapped, the pop-up (a tab, on a phone) hands over, and the editor lists its collections", async ({
      page,
      context,
    }) => {
      watch(context);
      await openEditor(page);
      const github = await startSignIn(page, true);
      await github.getByRole("link", { name: "Authorize" }).tap();
      await github.waitForEvent("close");
      await expectSignedIn(page);
    });
  });

  test("in WebKit on a phone, through the visitor's adapter: GitHub's page in a window of its own, Authorize, and the collections", async () => {
    const missing = missingEngine("webkit");
    test.skip(Boolean(missing), missing);
    test.setTimeout(120_000);
    const engine = await launchWebkit({ reducedMotion: false, portFrom: PORTS.webkit });
    try {
      const driver = await engine.visit(false);
      const visitor = new Visitor("webkit", driver, site.origin);
      const has = (css: string, name: string) =>
        visitor.evaluate(
          (selector, text) => [...document.querySelectorAll(selector)].some((element) => element.textContent?.trim() === text),
          css,
          name,
        );
      await visitor.open("/admin/", PHONE);
      await expect.poll(() => has("button", LOGIN), { timeout: 30_000 }).toBe(true);
      const [editor] = await driver.windows();
      await visitor.click({ css: "button", name: LOGIN });
      await expect.poll(async () => (await driver.windows()).length, { timeout: 30_000 }).toBe(2);
      await driver.switchTo((await driver.windows()).find((window) => window !== editor)!);
      await expect.poll(() => has("a", "Authorize"), { timeout: 30_000 }).toBe(true);
      await visitor.click({ css: "a", name: "Authorize" });
      // The editor closes the pop-up once it has the token.
      await expect.poll(async () => (await driver.windows()).length, { timeout: 30_000 }).toBe(1);
      await driver.switchTo(editor!);
      for (const label of collections) await expect.poll(() => has("a", label), { timeout: 30_000 }).toBe(true);
      const saved = await visitor.evaluate(() => localStorage.getItem("decap-cms-user") ?? "");
      expect(saved).toContain(standIn.tokens.at(-1)!);
    } finally {
      await engine.close();
    }
  });
});

test.describe("what the pop-up and the editor say when signing in cannot work", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => (window.close = () => undefined));
  });

  test("the person signing in chooses Cancel on GitHub's page (and the pop-up's page passes axe)", async ({ page, context }) => {
    watch(context);
    await openEditor(page);
    const github = await startSignIn(page);
    await github.getByRole("link", { name: "Cancel" }).click();
    await expectRefused(page, github, "declined");
    const axe = await new AxeBuilder({ page: github }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("GitHub is down when the Worker asks for the token", async ({ page, context }) => {
    watch(context);
    await openEditor(page);
    const github = await startSignIn(page);
    standIn.down = true;
    try {
      await github.getByRole("link", { name: "Authorize" }).click();
      await expectRefused(page, github, "unreachable");
    } finally {
      standIn.down = false;
    }
  });

  test("the Worker's secrets are not set", async ({ page, context }) => {
    // A Worker of its own starts first, which a busy machine takes most of the usual 30 s over.
    test.setTimeout(120_000);
    const bare = await serveSite(assets, PORTS.site, tls);
    servers.push(bare);
    watch(context);
    await openEditor(page, bare.origin);
    await expectRefused(page, await startSignIn(page), "notSetUp");
  });
});

test.describe("the Worker refuses", () => {
  /** A fresh sign-in as the Worker starts it: its state, the cookie, and a good code from GitHub's page. */
  async function started(request: APIRequestContext) {
    const answer = await request.get(`${site.origin}${SIGN_IN.start}`, { maxRedirects: 0 });
    await record(answer);
    const github = new URL(answer.headers()["location"]!);
    const state = github.searchParams.get("state")!;
    const page = await (await request.get(github.href)).text();
    const code = /[?&]code=([0-9a-f]+)/.exec(page)![1]!;
    return { answer, github, state, code, cookie: answer.headers()["set-cookie"]!.split(";")[0]! };
  }
  const back = (query: Record<string, string>) => `${site.origin}${SIGN_IN.callback}?${new URLSearchParams(query).toString()}`;

  test("its answers are never cached nor indexed, send no referrer, run only their own script, and keep no opener policy; the state's cookie is this site's, HTTPS-only, hidden from scripts and short-lived", async ({
    request,
  }) => {
    const { answer, github, state, cookie } = await started(request);
    expect(answer.status()).toBe(302);
    expect(github.origin + github.pathname).toBe(`${standIn.oauthUrl}/authorize`);
    expect(Object.fromEntries(github.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: `${site.origin}${SIGN_IN.callback}`,
    });
    expect(answer.headers()["set-cookie"]).toBe(`${cookie}; Max-Age=${LIFETIME_SECONDS}; Path=/; Secure; HttpOnly; SameSite=Lax`);
    expect(cookie).toBe(`__Host-sign-in-state=${state}`);

    const page = await request.get(back({ state, code: "x" }), { headers: { Cookie: cookie } });
    for (const response of [answer, page]) {
      const headers = response.headers();
      expect([
        headers["cache-control"],
        headers["x-robots-tag"],
        headers["cross-origin-opener-policy"],
        headers["referrer-policy"],
      ]).toEqual(["no-store", "noindex", undefined, "no-referrer"]);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
      expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]{43}='; style-src 'sha256-/);
    }
    // The policy's one script is the page's inline script, and the only one it has.
    const html = await record(page);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    expect(scripts.map(hash)).toEqual([/script-src ('[^']+')/.exec(page.headers()["content-security-policy"]!)![1]]);
  });

  test("a wider scope than the build chose, whatever the request asks for", async ({ request }) => {
    const answer = await request.get(`${site.origin}${SIGN_IN.start}?provider=github&scope=repo%20delete_repo`, { maxRedirects: 0 });
    expect(new URL(answer.headers()["location"]!).searchParams.get("scope")).toBe("public_repo");
  });

  test("a missing, foreign, forged or expired state: the error page, and GitHub is never asked for a token", async ({ request }) => {
    const { state, code, cookie } = await started(request);
    const other = await started(request);
    const exchanges = () => standIn.requests.filter((line) => line === "POST /login/oauth/access_token").length;
    const before = exchanges();
    const expired = await newState(CLIENT.secret, Date.now() - (LIFETIME_SECONDS + 1) * 1000);
    const elsewhere = await newState("another secret", Date.now());
    const tampered = `${state.slice(0, -2)}${state.endsWith("AA") ? "BB" : "AA"}`;
    const cases: [string, Record<string, string>, string | undefined][] = [
      ["no state", { code }, cookie],
      ["no cookie", { state, code }, undefined],
      ["another sign-in's state", { state: other.state, code }, cookie],
      ["a state and cookie altered alike", { state: tampered, code }, `__Host-sign-in-state=${tampered}`],
      ["a state signed with another secret", { state: elsewhere, code }, `__Host-sign-in-state=${elsewhere}`],
      ["an expired state", { state: expired, code }, `__Host-sign-in-state=${expired}`],
    ];
    for (const [name, query, sent] of cases) {
      const answer = await request.get(back(query), { headers: sent ? { Cookie: sent } : {} });
      const html = await record(answer);
      expect([name, answer.status()]).toEqual([name, PROBLEMS.stale.status]);
      expect(html, name).toContain(PROBLEMS.stale.text);
      expect(html, name).not.toContain("authorization:github:success");
    }
    expect(exchanges()).toBe(before);
    // The code was good all along: with its own state it signs in.
    const good = await request.get(back({ state, code }), { headers: { Cookie: cookie } });
    expect(await record(good)).toContain("authorization:github:success");
  });

  test("a code used once already, as GitHub does: the error page, and no token", async ({ request }) => {
    const first = await started(request);
    const used = await request.get(back({ state: first.state, code: first.code }), { headers: { Cookie: first.cookie } });
    expect(await record(used)).toContain("authorization:github:success");
    const tokens = standIn.tokens.length;
    // Again with the same state and its cookie (someone who copied both), and with a new state.
    const second = await started(request);
    for (const [state, cookie] of [
      [first.state, first.cookie],
      [second.state, second.cookie],
    ]) {
      const answer = await request.get(back({ state: state!, code: first.code }), { headers: { Cookie: cookie! } });
      expect(answer.status()).toBe(PROBLEMS.refused.status);
      expect(await record(answer)).toContain(PROBLEMS.refused.text);
    }
    expect(standIn.tokens).toHaveLength(tokens);
  });

  test("a sign-in started from another site: the pop-up says so, and GitHub is never reached", async ({ page, context }) => {
    watch(context);
    // Another site's page: it opens the sign-in, answers any message as the editor would, and keeps what it hears.
    const elsewhere = "https://elsewhere.example";
    await context.route(`${elsewhere}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><button>Sign in</button><script>
          window.heard = [];
          addEventListener("message", (event) => {
            heard.push(event.origin + " " + event.data);
            event.source.postMessage(event.data, "*");
          });
          document.querySelector("button").onclick = () => (window.signIn = open("${site.origin}${SIGN_IN.start}"));
        </script>`,
      }),
    );
    const authorizePages = standIn.scopes.length;
    await page.goto(`${elsewhere}/`);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Sign in" }).click();
    const signIn = await popup;
    await expect(signIn.getByRole("heading", { level: 1, name: PROBLEMS.elsewhere.heading })).toBeVisible();
    expect(new URL(signIn.url()).origin).toBe(site.origin);
    expect(standIn.scopes).toHaveLength(authorizePages);
    // A page of the site's own origin, or one typed in, starts it (the browser says same-origin, or nothing).
    for (const fetchSite of ["same-origin", "none"]) {
      const answer = await context.request.get(`${site.origin}${SIGN_IN.start}`, {
        headers: { "Sec-Fetch-Site": fetchSite },
        maxRedirects: 0,
      });
      expect([fetchSite, answer.status()]).toEqual([fetchSite, 302]);
    }
    for (const fetchSite of ["cross-site", "same-site"]) {
      const answer = await context.request.get(`${site.origin}${SIGN_IN.start}`, {
        headers: { "Sec-Fetch-Site": fetchSite },
        maxRedirects: 0,
      });
      expect([fetchSite, answer.status()]).toEqual([fetchSite, PROBLEMS.elsewhere.status]);
      expect(await record(answer)).toContain(PROBLEMS.elsewhere.text);
    }
  });

  test("a code from one sign-in put into another (PKCE): GitHub refuses it, and no token is given", async ({ request }) => {
    // Someone's code, from a sign-in of their own, and a victim's sign-in: its state and its cookie.
    const theirs = await started(request);
    const victim = await started(request);
    const tokens = standIn.tokens.length;
    const answer = await request.get(back({ state: victim.state, code: theirs.code }), { headers: { Cookie: victim.cookie } });
    expect(answer.status()).toBe(PROBLEMS.refused.status);
    expect(await record(answer)).toContain(PROBLEMS.refused.text);
    expect(standIn.tokens).toHaveLength(tokens);
    // Each sign-in asked GitHub with its own S256 challenge.
    for (const { github } of [theirs, victim]) expect(github.searchParams.get("code_challenge_method")).toBe("S256");
    expect(theirs.github.searchParams.get("code_challenge")).not.toBe(victim.github.searchParams.get("code_challenge"));
  });

  test("HEAD on the way back exchanges nothing: the same code still signs in afterwards", async ({ request }) => {
    const { state, code, cookie } = await started(request);
    const exchanges = () => standIn.requests.filter((line) => line === "POST /login/oauth/access_token").length;
    const before = exchanges();
    const head = await request.head(back({ state, code }), { headers: { Cookie: cookie } });
    expect(head.status()).toBe(405);
    expect(head.headers()["set-cookie"]).toBeUndefined();
    expect(exchanges()).toBe(before);
    expect(await record(await request.get(back({ state, code }), { headers: { Cookie: cookie } }))).toContain(
      "authorization:github:success",
    );
  });

  test("the client secret is in no answer and no log line; the tokens in neither", () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) expect(answer).not.toContain(CLIENT.secret);
    const log = site.output();
    expect(log).toContain(`${SIGN_IN.callback}`);
    for (const secret of [CLIENT.secret, ...standIn.tokens]) expect(log).not.toContain(secret);
  });
});
