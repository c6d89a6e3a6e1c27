/**
 * @jest-environment node
 *
 * What the build hands the hosts: its check of the pages' inline scripts (the policy allows them by their hashes), _headers, and the site folder.
 */
import { inlineScriptHashes, sha256 } from "../src/lib/policy";
import { MAX_RULES, renderHeadersFile } from "../src/hosting/headers";
import fs from "fs";
import os from "os";
import path from "path";
import { HOST_FILES, buildInfo, writeSiteFolder, type HostingInput } from "../src/hosting/site-folder";
import { filesUnder } from "../src/hosting/built-files";
import { execFileSync } from "child_process";
import { createHash } from "crypto";

const page = (app: string, outside = "") =>
  `<html><head><script type="module">head()</script><script type="application/ld+json">{"a":1}</script></head>` +
  `<body><div id="___gatsby"><main>${app}</main></div>${outside}<script id="gatsby-script-loader">load()</script></body></html>`;

/** Writes `file` under `dir`, its folders too; its text is its own name unless given. */
function write(dir: string, file: string, text: string | Buffer = file) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

describe("inline scripts of a built page", () => {
  it("hashes the scripts the build writes outside the page's content, and skips data blocks", async () => {
    const html = page(`<picture><img src="/a.jpg" alt="x"/></picture>`);
    expect(await inlineScriptHashes(html, "the page")).toEqual([await sha256("head()"), await sha256("load()")]);
    // As a browser hashes a script: SHA-256 of its UTF-8 text, in base64 (here checked by Node's own crypto).
    const text = "café()";
    expect(await sha256(text)).toBe(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  });

  it.each([
    ["a script typed into Markdown", `<div><script>alert(1)</script></div>`, /inline <script> inside the page: alert\(1\)/],
    ["an event handler attribute", `<p><img src="x" onerror="alert(1)"/></p>`, /onerror="\.\.\." on <img>/],
    ["a module script", `<div><script type="module">x()</script></div>`, /inline <script>/],
  ])("fails the build for %s, naming the page and its content file", async (_, app, message) => {
    const where = "public/coffee/index.html (built from content/coffee/index.md)";
    await expect(inlineScriptHashes(page(app), where)).rejects.toThrow(message);
    await expect(inlineScriptHashes(page(app), where)).rejects.toThrow(/content\/coffee\/index\.md/);
  });
});

describe("build.json, which tells the editor which build the site is", () => {
  it("names the commit checked out and the moment it was made, from git", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-info-"));
    const git = (...args: string[]) =>
      execFileSync("git", args, {
        cwd: dir,
        env: { ...process.env, GIT_COMMITTER_DATE: "2031-05-06T10:42:07-07:00", GIT_AUTHOR_DATE: "2031-05-01T08:00:00Z" },
      });
    git("init", "-q");
    git("-c", "user.name=Cafe", "-c", "user.email=cafe@example.org", "commit", "-q", "--allow-empty", "-m", "Update Site-wide facts");
    const commit = git("rev-parse", "HEAD").toString().trim();
    // The committer's date, which a merge on GitHub sets when it merges, not the author's.
    expect(buildInfo(dir, {})).toEqual({ commit, committed: "2031-05-06T17:42:07.000Z" });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("without git, names the commit the host gives and the time of the build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-info-"));
    const now = new Date("2031-05-06T17:43:00Z");
    expect(buildInfo(dir, { COMMIT_REF: "abc123" }, now)).toEqual({ commit: "abc123", committed: now.toISOString() });
    expect(buildInfo(dir, {}, now)).toEqual({ commit: "", committed: now.toISOString() });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("_headers", () => {
  const files = (count: number) => Array.from({ length: count }, (_, index) => `chunk-${index}.js`);
  it("refuses to write more rules than Cloudflare reads, which would drop the editor's policy at the end", () => {
    expect(renderHeadersFile(files(10), ["/"], "default-src 'self'", "default-src 'none'")).toContain("/admin/*");
    expect(() => renderHeadersFile(files(MAX_RULES), ["/"], "default-src 'self'", "default-src 'none'")).toThrow(
      `Cloudflare reads only the first ${MAX_RULES}`,
    );
  });
});

describe("the site folder", () => {
  const pages: HostingInput["pages"] = [
    { route: "/", fixed: false, file: "content/home/index.md" },
    { route: "/coffee", fixed: false, file: "content/coffee/index.md" },
    { route: "/404", fixed: true, file: "content/not-found/index.md" },
  ];
  const writeFolder = (projectDir: string) =>
    writeSiteFolder({
      projectDir,
      siteUrl: "https://www.example.org",
      pages,
      adminPolicy: "default-src 'none'",
      build: { commit: "abc", committed: "2031-05-06T17:42:07.000Z" },
    });
  /** Every file of `dir` with its bytes. */
  const contents = async (dir: string) =>
    Object.fromEntries((await filesUnder(dir)).map((file) => [file, fs.readFileSync(path.join(dir, file), "utf8")]));

  it("holds each page at its exact address and only what the pages use, leaves public/ as it was, and comes out the same every time", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-folder-"));
    const built = (file: string, text: string | Buffer = file) => write(path.join(dir, "public"), file, text);
    const own = (file: string) => [write(path.join(dir, "static"), file), built(file)];
    built(
      "index.html",
      `<link rel="icon" href="/favicon-32x32.png"><link rel="manifest" href="/manifest.webmanifest"><img srcset="/static/ab12/photo.avif 480w"><script data-island-scripts="/islands/menu-1.js">load()</script>`,
    );
    built("coffee/index.html", `<a href="#main">Skip</a><a href="/">Home</a><img src="cup.png">`);
    built("cup.png");
    built("404.html");
    built("404/index.html");
    built("islands/menu-1.js", 'import("./later-2.js")');
    built("islands/later-2.js");
    built("static/ab12/photo.avif");
    built("manifest.webmanifest", '{"icons":[{"src":"/icons/icon-48x48.png"}]}');
    // The icons favicon.ico is made of: a PNG's signature and header, which say its size.
    const png = (size: number) =>
      Buffer.from(`89504e470d0a1a0a0000000d49484452${size.toString(16).padStart(8, "0").repeat(2)}0806000000`, "hex");
    built("favicon-32x32.png", png(32));
    built("icons/icon-48x48.png", png(48));
    built("sitemap-index.xml", "<sitemap><loc>https://www.example.org/sitemap-0.xml</loc></sitemap>");
    built("sitemap-0.xml");
    own("google0123.html");
    own("admin/phone.css");
    // Gatsby's client app and slices, a photograph and a page file of earlier builds, and develop's editor.
    [
      "coffee.html",
      "page-data/index/page-data.json",
      "app-0123456789abcdef0123.js",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "static/cd34/photo.avif",
      "admin/index.html",
    ].forEach((file) => built(file));
    const before = await contents(path.join(dir, "public"));

    const siteDir = await writeFolder(dir);
    const written = await contents(siteDir);
    expect(Object.keys(written)).toEqual(
      [
        ...["index.html", "coffee.html", "404.html", "cup.png", "islands/menu-1.js", "islands/later-2.js", "static/ab12/photo.avif"],
        ...[
          "manifest.webmanifest",
          "favicon-32x32.png",
          "icons/icon-48x48.png",
          "sitemap-index.xml",
          "sitemap-0.xml",
          "google0123.html",
          "admin/phone.css",
          ...HOST_FILES,
        ],
      ].sort(),
    );
    expect(written["coffee.html"]).toBe(before["coffee/index.html"]);
    expect(await contents(path.join(dir, "public"))).toEqual(before);

    // Again, after a run that stopped half-way.
    fs.rmSync(path.join(siteDir, "coffee.html"));
    write(siteDir, "team.html");
    await writeFolder(dir);
    expect(await contents(siteDir)).toEqual(written);

    // A page Gatsby did not write.
    fs.rmSync(path.join(dir, "public", "coffee"), { recursive: true });
    await expect(writeFolder(dir)).rejects.toThrow(/public\/coffee\/index\.html missing.*npm run clean/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
