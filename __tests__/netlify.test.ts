/**
 * @jest-environment node
 *
 * What Netlify does with the built site (run `npm run build` first; `npm test` does), worked out by
 * Netlify's own code from npm, the engines its local server runs: which header rules of
 * dist/_headers and netlify.toml match each address, and how their values combine (@netlify/headers);
 * which file each address is served from (@netlify/static); and which redirect rules there are
 * (@netlify/redirect-parser). What only Netlify's servers do (the trailing-slash redirect, the 404
 * page's status) is not in these packages: docs/hosting.md says what is and is not proven.
 */
import fs from "fs";
import path from "path";
import { parse } from "smol-toml";
import { HeadersHandler } from "@netlify/headers";
import { StaticHandler } from "@netlify/static";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { projectRoot, siteDir } from "../test-support/built";
import { notFound, pages } from "../test-support/content";
import { inlineScriptHashes } from "../src/lib/policy";
import { SECURITY_HEADERS } from "../src/hosting/headers";
import { FAVICON_SOURCES, fileOfRoute } from "../src/hosting/site-folder";
import { iconImages } from "../test-support/icon-file";
import { BUILD_INFO_PATH } from "../src/lib/build-info";
import { GATEWAY } from "../editor/addresses";
import gatsbyConfig from "../gatsby-config";

const netlifyToml = path.join(projectRoot, "netlify.toml");
const config = parse(fs.readFileSync(netlifyToml, "utf8")) as {
  build: { command: string; publish: string };
};

const url = (address: string) => new Request(`https://site.example${address}`);
const logger = { error: (message: string) => errors.push(message), log: () => undefined, warn: (message: string) => errors.push(message) };
const errors: string[] = [];
const headers = new HeadersHandler({ projectDir: projectRoot, publishDir: config.build.publish, configPath: netlifyToml, logger });
const files = new StaticHandler({ directory: path.join(projectRoot, config.build.publish) });

/** The headers Netlify's engine gives an address, with lower-case names as a browser sees them. */
async function headersFor(address: string): Promise<Record<string, string>> {
  const found = await headers.apply(url(address));
  return Object.fromEntries(Object.entries(found).map(([name, value]) => [name.toLowerCase(), value]));
}

/** The text of the file Netlify's static server picks for an address, or undefined for none. */
async function servedAt(address: string): Promise<string | undefined> {
  const match = await files.match(url(address));
  return match ? (await match.handle()).text() : undefined;
}

const read = (file: string) => fs.readFileSync(path.join(siteDir, file), "utf8");
/** The inline scripts of `html` that the policy in `headers` does not allow (by their hashes). */
const blockedScripts = async (headers: Record<string, string>, html: string, name: string) => {
  const allowed = /script-src ([^;]+)/.exec(headers["content-security-policy"] ?? "")?.[1]?.split(" ") ?? [];
  return (await inlineScriptHashes(html, name)).filter((hash) => !allowed.includes(`'${hash}'`));
};

beforeAll(() => {
  if (!fs.existsSync(path.join(siteDir, "_headers"))) throw new Error("dist/_headers is missing: run `npm run build` first.");
});
afterEach(() => expect(errors).toEqual([]));

describe("netlify.toml", () => {
  it("builds with a script of this project and publishes the folder the build writes", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts[config.build.command.replace(/^npm run /, "")]).toBeDefined();
    expect(path.resolve(projectRoot, config.build.publish)).toBe(siteDir);
  });
});

describe("on Netlify, by its own engines", () => {
  it.each(pages.map((page) => [page.label, page.path]))(
    "%s: %s is its page, under the site's policy, which allows every inline script of the page",
    async (_, route) => {
      const html = await servedAt(route);
      expect(html).toBe(read(fileOfRoute(route)));
      const found = await headersFor(route);
      expect(await blockedScripts(found, html!, route)).toEqual([]);
      expect(found["content-security-policy"]?.match(/default-src/g)).toHaveLength(1);
      expect(found["cross-origin-opener-policy"]).toBe("same-origin");
      expect(found["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
      expect(found["cache-control"]).toBe("public, max-age=0, must-revalidate");
    },
  );

  it("an unknown address has no file of its own, and gets the site's policy, which allows the 404 page's scripts", async () => {
    for (const address of [notFound.path, `${notFound.path}/`]) {
      expect(await servedAt(address)).toBeUndefined();
      const found = await headersFor(address);
      expect(await blockedScripts(found, read("404.html"), "404.html")).toEqual([]);
      expect(found["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("/admin/ is the editor's page under its own policy alone (the one in its <meta>, plus frame-ancestors), never cached", async () => {
    const html = await servedAt("/admin/");
    expect(html).toBe(read("admin/index.html"));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html ?? "")?.[1];
    const found = await headersFor("/admin/");
    expect(found["content-security-policy"]).toBe(`${meta}; frame-ancestors 'none'`);
    expect(found["cross-origin-opener-policy"]).toBe("same-origin");
    expect(found["x-robots-tag"]).toBe("noindex");
    expect(found["cache-control"]).toBe("no-store");
  });

  it("/build.json, which the editor asks after a publish, is served from its file and never cached", async () => {
    expect(await servedAt(BUILD_INFO_PATH)).toBe(read(BUILD_INFO_PATH.slice(1)));
    expect((await headersFor(BUILD_INFO_PATH))["cache-control"]).toBe("no-store");
  });

  it("the islands' scripts and /static/ files are cached for a year, under the site's headers", async () => {
    const island = fs.readdirSync(path.join(siteDir, "islands")).find((name) => name.endsWith(".js"));
    const image = (fs.readdirSync(path.join(siteDir, "static"), { recursive: true }) as string[]).find((name) => name.endsWith(".webp"));
    for (const address of [`/islands/${island}`, `/static/${image}`]) {
      expect(await servedAt(address)).toBeDefined();
      const found = await headersFor(address);
      expect(found["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(found["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("/favicon.ico, which browsers and crawlers ask for by name, is the site's icon, in the sizes the build made", async () => {
    const match = await files.match(url("/favicon.ico"));
    const served = Buffer.from(await (await match!.handle()).arrayBuffer());
    expect(iconImages(served)).toEqual(FAVICON_SOURCES.map((file) => fs.readFileSync(path.join(siteDir, file))));
  });

  it("the only redirect rules send a page's trailing-slash and .html addresses to the exact one, permanently, never shadowing a page, and the editor's gateway to its function", async () => {
    const parsed = await parseAllRedirects({
      redirectsFiles: [path.join(siteDir, "_redirects")],
      netlifyConfigPath: netlifyToml,
      configRedirects: [],
      minimal: false,
    });
    expect(parsed.errors).toEqual([]);
    const rules = parsed.redirects as { from: string; to: string; status?: number; force?: boolean }[];
    // The gateway's addresses are answered by its function, as the Worker answers them on Cloudflare.
    const gateway = rules.filter((rule) => rule.to.startsWith("/.netlify/functions/"));
    expect(gateway.map((rule) => [rule.from, rule.to, rule.status, rule.force])).toEqual([
      [`${GATEWAY.session.slice(0, GATEWAY.session.lastIndexOf("/"))}/*`, "/.netlify/functions/editor-gateway/:splat", 200, true],
    ]);
    const redirects = rules.filter((rule) => !gateway.includes(rule));
    const inner = pages.map((page) => page.path).filter((route) => route !== "/");
    const expected = inner.flatMap((route) => [`${route}/ -> ${route}`, `${route}.html -> ${route}`]);
    expect(redirects.map((rule) => `${rule.from} -> ${rule.to}`).sort()).toEqual(expected.sort());
    // Not forced: Netlify serves a file at the address before it looks at a rule, so the exact address keeps its page.
    for (const rule of redirects) expect([rule.status, rule.force]).toEqual([301, false]);
    for (const route of inner) expect(await servedAt(route)).toBe(read(`${route.slice(1)}.html`));
  });
});

describe("Gatsby's own Netlify adapter", () => {
  it("would run on Netlify and add Gatsby's headers beside ours, unless gatsby-config names an adapter", () => {
    // Gatsby's zero-configuration list: the adapter it downloads and runs on a host whose build names none.
    const zeroConfig = require("gatsby/adapters.js") as { module: string; test: () => boolean }[];
    const before = process.env.NETLIFY;
    process.env.NETLIFY = "true";
    try {
      expect(zeroConfig.find((entry) => entry.test())?.module).toBe("gatsby-adapter-netlify");
    } finally {
      if (before === undefined) delete process.env.NETLIFY;
      else process.env.NETLIFY = before;
    }
    // The headers Gatsby hands an adapter for every page include a Referrer-Policy that is not ours:
    // Netlify would send both, and a browser obeys the last one it understands.
    const { BASE_HEADERS } = require("gatsby/dist/utils/adapter/constants") as { BASE_HEADERS: { key: string; value: string }[] };
    const theirs = BASE_HEADERS.find((header) => header.key === "referrer-policy")?.value;
    expect(theirs).toBeDefined();
    expect(theirs).not.toBe(SECURITY_HEADERS["Referrer-Policy"]);
    // So the config names one that leaves the built site as it is.
    const adapt = gatsbyConfig.adapter?.adapt as (() => unknown) | undefined;
    expect(adapt?.()).toBeUndefined();
  });
});
