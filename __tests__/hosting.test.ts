/** The build-time hosting logic: inline-script checks, the nginx config, _headers, compressed copies. */
import fs from "fs";
import os from "os";
import path from "path";
import { inlineScriptHashes, sha256 } from "../src/hosting/csp";
import { renderNginxConfig } from "../src/hosting/nginx";
import { renderHeadersFile } from "../src/hosting/headers-file";
import { sitePolicy } from "../src/hosting/headers";
import zlib from "zlib";
import { precompress, removeOrphanCopies } from "../src/hosting/compress";
import { cmsBackend } from "../src/cms/backend";

const github = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });

const page = (app: string, outside = "") =>
  `<html><head><script type="module">head()</script><script type="application/ld+json">{"a":1}</script></head>` +
  `<body><div id="___gatsby"><main>${app}</main></div>${outside}<script id="gatsby-script-loader">load()</script></body></html>`;

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
    expect(() => inlineScriptHashes(page(app), "public/coffee/index.html (built from content/coffee/index.md)")).toThrow(
      message,
    );
    expect(() => inlineScriptHashes(page(app), "public/coffee/index.html (built from content/coffee/index.md)")).toThrow(
      /content\/coffee\/index\.md/,
    );
  });
});

describe("nginx.conf", () => {
  const config = renderNginxConfig(github);

  it("gives /admin/ its own policy that lets the editor run, noindex, and no caching of its page and config", () => {
    const admin = config.slice(config.indexOf("location ^~ /admin/"));
    expect(admin).toContain("'unsafe-eval'");
    expect(admin).toContain("connect-src 'self' https://api.github.com");
    expect(admin).not.toContain("localhost");
    expect(admin).toContain('X-Robots-Tag "noindex"');
    expect(admin).toMatch(/index\\\.html\|config\\\.yml[^]*Cache-Control "no-store"/);
    const site = config.slice(0, config.indexOf("location ^~ /admin/"));
    expect(site).not.toContain("unsafe-eval");
  });
});

describe("public/_headers", () => {
  const files = ["index.html", "coffee/index.html", "app-0123456789abcdef0123.js", "chunk-map.json", "static/a/b.jpg"];
  const pages = [
    { route: "/", file: "index.html", policy: sitePolicy(["sha256-home"]) },
    { route: "/coffee", file: "coffee/index.html", policy: sitePolicy(["sha256-coffee"]) },
  ];
  const rules = renderHeadersFile(files, pages, github)
    .trim()
    .split("\n\n")
    .map((block) => {
      const [route, ...lines] = block.split("\n");
      return { route, headers: lines.map((line) => line.trim()) };
    });
  const rule = (route: string) => rules.find((item) => item.route === route)?.headers ?? [];

  it("gives each page exactly one policy, with its own hashes", () => {
    expect(rule("/coffee").filter((line) => line.startsWith("Content-Security-Policy"))).toEqual([
      `Content-Security-Policy: ${sitePolicy(["sha256-coffee"])}`,
    ]);
    expect(rule("/*").some((line) => line.startsWith("Content-Security-Policy"))).toBe(false);
  });

  it("caches hashed files for a year and asks again for everything else", () => {
    expect(rule("/app-0123456789abcdef0123.js")).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(rule("/static/*")).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(rule("/chunk-map.json")).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rule("/page-data/*")).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rule("/admin/config.yml")).toEqual(["Cache-Control: no-store"]);
    expect(rule("/admin/*")).toContain("X-Robots-Tag: noindex");
  });
});

describe("compressed copies", () => {
  it("of bundles a later build deleted are removed; those of files still there are kept", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    for (const file of ["app-1.js", "app-1.js.gz", "app-1.js.br", "app-0.js.gz", "app-0.js.br", "page.html"]) {
      fs.writeFileSync(path.join(dir, file), "x");
    }
    expect((await removeOrphanCopies(dir)).sort()).toEqual(["app-0.js.br", "app-0.js.gz"]);
    expect(fs.readdirSync(dir).sort()).toEqual(["app-1.js", "app-1.js.br", "app-1.js.gz", "page.html"]);
    fs.rmSync(dir, { recursive: true });
  });

  it("are made again only for files whose content changed, or whose copies are not as they were left", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const memo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cache-")), "precompressed.json");
    const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
    const copy = (file: string) => path.join(dir, file);
    write("app.js", "function roast(beans) { return beans.map((bean) => bean * 2); }\n".repeat(200));
    write("page.html", "<p>Open every day from early until late.</p>\n".repeat(100));
    write("tiny.txt", "x");

    const first = await precompress(dir, memo);
    expect(first).toMatchObject({ checked: 3, reused: 0, files: 2 });
    expect(fs.existsSync(copy("tiny.txt.gz"))).toBe(false);
    const madeAt = fs.statSync(copy("app.js.br")).mtimeMs;

    const again = await precompress(dir, memo);
    expect(again).toEqual({ ...first, reused: 3 });
    expect(fs.statSync(copy("app.js.br")).mtimeMs).toBe(madeAt);

    write("page.html", "<p>Closed on Thanksgiving.</p>\n".repeat(100));
    fs.rmSync(copy("app.js.gz"));
    const changed = await precompress(dir, memo);
    expect(changed.reused).toBe(1);
    expect(zlib.gunzipSync(fs.readFileSync(copy("page.html.gz"))).toString()).toContain("Closed on Thanksgiving.");
    expect(zlib.brotliDecompressSync(fs.readFileSync(copy("page.html.br"))).toString()).toContain("Closed on Thanksgiving.");
    expect(fs.existsSync(copy("app.js.gz"))).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});
