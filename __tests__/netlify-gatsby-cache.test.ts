/**
 * @jest-environment node
 *
 * The build plugin netlify.toml names keeps Gatsby's cache from one publish to the next on Netlify
 * (docs/hosting.md). Netlify's build cache is stood in for by a folder, with the behaviour Netlify
 * documents for `utils.cache` (@netlify/cache-utils): `save` copies a path into the cache, `restore` copies
 * it back over the project's, `has` says whether it is cached; each takes a path or a list.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { parse } from "smol-toml";
import { projectRoot } from "../test-support/built";

type Cache = Record<"has" | "restore" | "save", (paths: string | string[]) => Promise<boolean>>;
type BuildPlugin = Record<"onPreBuild" | "onPostBuild", (options: { utils: { cache: Cache } }) => Promise<void>>;

const { plugins = [] } = parse(fs.readFileSync(path.join(projectRoot, "netlify.toml"), "utf8")) as { plugins?: { package: string }[] };
const local = plugins.map((plugin) => plugin.package).filter((name) => /^[./]/.test(name));

const folders: string[] = [];
/** What the plugin tells the build log. */
const logged = jest.spyOn(console, "log").mockImplementation(() => undefined);
beforeEach(() => logged.mockClear());
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
const folder = () => {
  folders.push(fs.mkdtempSync(path.join(os.tmpdir(), "netlify-cache-")));
  return folders.at(-1)!;
};

/** Netlify's build cache, kept in `store`, for a build whose project (base directory) is `project`. */
function netlifyCache(store: string, project: string): Cache {
  const each = (one: (from: string, cached: string) => boolean) => (paths: string | string[]) =>
    Promise.resolve(
      [paths]
        .flat()
        .map((entry) => one(path.join(project, entry), path.join(store, entry)))
        .some(Boolean),
    );
  const copy = (from: string, to: string) => {
    if (!fs.existsSync(from)) return false;
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
    return true;
  };
  return {
    has: each((_, cached) => fs.existsSync(cached)),
    save: each((from, cached) => copy(from, cached)),
    restore: each((from, cached) => copy(cached, from)),
  };
}

/** A fresh clone of the repository with a build's files in it (paths relative to the project). */
function project(files: Record<string, string> = {}) {
  const dir = folder();
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** What a build found in the project once the plugin's onPreBuild had run, before Gatsby started. */
const found = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile()).sort();

const photoEncoded = { ".cache/caches/gatsby-plugin-sharp/photo.avif": "encoded", "public/static/photo.avif": "published" };

describe.each(local)("the build plugin %s", (name) => {
  const plugin = require(path.join(projectRoot, name)) as BuildPlugin; // eslint-disable-line @typescript-eslint/no-require-imports

  it("is a Netlify build plugin: a manifest with its name beside it", () => {
    expect(fs.readFileSync(path.join(projectRoot, name, "manifest.yml"), "utf8")).toMatch(/^name: \S+/m);
  });

  it("starts a publish from the photographs and pages the last successful one made", async () => {
    const store = folder();
    await plugin.onPostBuild({ utils: { cache: netlifyCache(store, project(photoEncoded)) } });

    const next = project({ "content/home/index.md": "changed" });
    await plugin.onPreBuild({ utils: { cache: netlifyCache(store, next) } });
    expect(found(next)).toEqual([...Object.keys(photoEncoded), "content/home/index.md"].sort());
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("restored"));
  });

  it("builds everything afresh the first time, and after the cache is cleared", async () => {
    const next = project({ "content/home/index.md": "first" });
    await plugin.onPreBuild({ utils: { cache: netlifyCache(folder(), next) } });
    expect(found(next)).toEqual(["content/home/index.md"]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("afresh"));
  });

  it("builds afresh when only one of Gatsby's two folders is cached: half its state would mislead it", async () => {
    for (const kept of [".cache", "public"]) {
      const store = folder();
      await netlifyCache(store, project(photoEncoded)).save(kept);
      const next = project();
      await plugin.onPreBuild({ utils: { cache: netlifyCache(store, next) } });
      expect(found(next)).toEqual([]);
    }
  });
});

it("netlify.toml names a build plugin of the site's own", () => {
  expect(local).toHaveLength(1);
});
