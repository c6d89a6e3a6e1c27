/**
 * @jest-environment node
 *
 * `gatsby develop` asks for its development 404 page's query at start-up (src/gatsby-workarounds/dev-404-query.ts),
 * so a restart does not hold the first page back for Gatsby's 5 s retry. The page is found the way
 * Gatsby itself creates it, so a Gatsby update that renames or moves it fails here, not silently.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { dev404Path, runDev404QueryFirst } from "../src/gatsby-workarounds/dev-404-query";

// Gatsby's internal plugin watches its page's source for changes; this test needs only the page.
jest.mock("chokidar", () => ({
  watch: () => ({
    on(event: string, listener: () => void) {
      if (event === "ready") listener();
      return this;
    },
  }),
}));

type Page = { path: string; component: string };

/** The page Gatsby's internal dev-404 plugin creates in a project at `directory`, as develop runs it. */
async function gatsbysDev404Page(directory: string): Promise<Page> {
  const plugin = require("gatsby/dist/internal-plugins/dev-404-page/gatsby-node") as {
    createPagesStatefully: (args: object, options: object, done: () => void) => Promise<void>;
  };
  const created: Page[] = [];
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = "development";
  try {
    await new Promise<void>((resolve, reject) => {
      plugin
        .createPagesStatefully(
          { store: { getState: () => ({ program: { directory } }) }, actions: { createPage: (page: Page) => created.push(page) } },
          {},
          resolve,
        )
        .catch(reject);
    });
  } finally {
    process.env.NODE_ENV = environment;
  }
  expect(created).toHaveLength(1);
  return created[0]!;
}

const project = fs.mkdtempSync(path.join(os.tmpdir(), "dev-404-"));
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

const home: Page = { path: "/", component: path.join(project, "src/templates/home.tsx") };
const notFound: Page = { path: "/404.html", component: path.join(project, "src/templates/not-found.tsx") };
const byPath = (...pages: Page[]) => new Map(pages.map((page) => [page.path, page]));
/** With trailingSlash "never", Gatsby stores a page without its slash. */
const asStored = (page: Page): Page => ({ ...page, path: page.path.replace(/\/$/, "") });
const sitePages = (dev404: Page) => byPath(home, notFound, asStored(dev404));

describe("the development 404 page's query at start-up", () => {
  it("finds Gatsby's own development 404 page among the site's pages, at the address Gatsby stored", async () => {
    const dev404 = await gatsbysDev404Page(project);
    expect(dev404Path(sitePages(dev404))).toBe(asStored(dev404).path);
    expect(dev404Path(byPath(home))).toBeUndefined();
  });

  it("asks for that query under gatsby develop, as a browser's first visit does", async () => {
    const pages = sitePages(await gatsbysDev404Page(project));
    const emit = jest.fn();
    runDev404QueryFirst("develop", pages, { emit });
    expect(emit.mock.calls).toEqual([["QUERY_RUN_REQUESTED", { pagePath: dev404Path(pages) }]]);
  });

  it("does nothing in a production build, which has no such page", async () => {
    const emit = jest.fn();
    runDev404QueryFirst("build", sitePages(await gatsbysDev404Page(project)), { emit });
    runDev404QueryFirst(undefined, new Map(), { emit });
    expect(emit).not.toHaveBeenCalled();
  });
});
