/** What the build hands the hosts: its check of the pages' inline scripts (the policy allows them by their hashes), _headers, the page files and the files no page uses between builds. */
import { inlineScriptHashes, sha256 } from "../src/hosting/csp";
import { MAX_RULES, renderHeadersFile } from "../src/hosting/headers-file";
import fs from "fs";
import os from "os";
import path from "path";
import { movePagesToFiles, movePagesToFolders } from "../src/hosting/after-build";
import { filesUnder } from "../src/hosting/files";
import { buildInfo } from "../src/hosting/build-info";
import { execFileSync } from "child_process";
import { putBackAside, setAsideUnused } from "../src/gatsby-workarounds/static-pages";

const page = (app: string, outside = "") =>
  `<html><head><script type="module">head()</script><script type="application/ld+json">{"a":1}</script></head>` +
  `<body><div id="___gatsby"><main>${app}</main></div>${outside}<script id="gatsby-script-loader">load()</script></body></html>`;

/** Writes `file` under `dir`, its folders too; its text is its own name unless given. */
function write(dir: string, file: string, text = file) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

describe("inline scripts of a built page", () => {
  it("hashes the scripts the build writes outside the page's content, and skips data blocks", () => {
    const html = page(`<picture><img src="/a.jpg" alt="x"/></picture>`);
    expect(inlineScriptHashes(html, "the page")).toEqual([sha256("head()"), sha256("load()")]);
    expect(sha256("load()")).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });

  it.each([
    ["a script typed into Markdown", `<div><script>alert(1)</script></div>`, /inline <script> inside the page: alert\(1\)/],
    ["an event handler attribute", `<p><img src="x" onerror="alert(1)"/></p>`, /onerror="\.\.\." on <img>/],
    ["a module script", `<div><script type="module">x()</script></div>`, /inline <script>/],
  ])("fails the build for %s, naming the page and its content file", (_, app, message) => {
    expect(() => inlineScriptHashes(page(app), "public/coffee/index.html (built from content/coffee/index.md)")).toThrow(message);
    expect(() => inlineScriptHashes(page(app), "public/coffee/index.html (built from content/coffee/index.md)")).toThrow(
      /content\/coffee\/index\.md/,
    );
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

describe("public/_headers", () => {
  const files = (count: number) => Array.from({ length: count }, (_, index) => `chunk-${index}.js`);
  it("refuses to write more rules than Cloudflare reads, which would drop the editor's policy at the end", () => {
    expect(renderHeadersFile(files(10), ["/"], "default-src 'self'", { kind: "none" })).toContain("/admin/*");
    expect(() => renderHeadersFile(files(MAX_RULES), ["/"], "default-src 'self'", { kind: "none" })).toThrow(/npm run clean/);
  });
});

describe("page files between builds", () => {
  it("gives a build with the cache each page where Gatsby wrote it, and takes it back after", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-files-"));
    ["index.html", "coffee/index.html", "team/join/index.html", "404.html", "404/index.html"].forEach((file) => write(dir, file));
    const routes = ["/", "/coffee", "/team/join", "/midtown"];
    await movePagesToFiles(dir, routes);
    expect(fs.readdirSync(dir).sort()).toEqual(["404", "404.html", "coffee.html", "index.html", "team"]);
    expect(fs.readdirSync(path.join(dir, "team"))).toEqual(["join.html"]);
    // Gatsby's page list as it hands it over, with the 404 page's two addresses.
    await movePagesToFolders(dir, [...routes, "/404", "/404.html"]);
    expect(fs.readdirSync(dir).sort()).toEqual(["404", "404.html", "coffee", "index.html", "team"]);
    expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).toBe("404.html");
    expect(fs.readFileSync(path.join(dir, "coffee/index.html"), "utf8")).toBe("coffee/index.html");
    expect(fs.readFileSync(path.join(dir, "team/join/index.html"), "utf8")).toBe("team/join/index.html");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("files no page uses, between builds", () => {
  it("sets aside what nothing published names, keeps what the pages and their scripts use, and puts it back before the next build", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "set-aside-"));
    const publish = (file: string, text = file) => write(path.join(dir, "public"), file, text);
    publish("index.html", `<img srcset="/static/ab12/photo.avif 480w"><script type="module" src="/islands/menu-1.js"></script>`);
    publish("islands/menu-1.js", 'import("./later-2.js")');
    publish("islands/later-2.js");
    publish("static/ab12/photo.avif");
    publish("manifest.webmanifest", '{"icons":[{"src":"/icons/icon-48x48.png"}]}');
    publish("icons/icon-48x48.png");
    publish("admin/1.decap-cms.js");
    // Gatsby's client app, and a photograph of an earlier build.
    publish("page-data/index/page-data.json");
    publish("app-0123456789abcdef0123.js");
    publish("static/cd34/photo.avif");
    const unused = ["app-0123456789abcdef0123.js", "page-data/index/page-data.json", "static/cd34/photo.avif"];

    const before = await filesUnder(path.join(dir, "public"));
    await setAsideUnused(dir);
    expect(await filesUnder(path.join(dir, "public"))).toEqual(before.filter((file) => !unused.includes(file)));
    expect(fs.existsSync(path.join(dir, "public", "page-data"))).toBe(false);

    // The next build, before which `gatsby develop` wrote a newer page data file.
    publish("page-data/index/page-data.json", "newer");
    putBackAside(dir);
    expect(await filesUnder(path.join(dir, "public"))).toEqual(before);
    expect(fs.readFileSync(path.join(dir, "public", "page-data/index/page-data.json"), "utf8")).toBe("newer");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
