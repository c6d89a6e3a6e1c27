/**
 * @jest-environment node
 *
 * `gatsby develop` asks for its development 404 page's query at start-up (src/workarounds/dev-404-query.ts),
 * so a restart does not hold the first page back for Gatsby's 5 s retry. The page is found the way
 * Gatsby itself creates it, and its query is asked for the way develop picks the queries it runs, so a
 * Gatsby update that changes either (PACKAGE_INTERNALS.dev404Query) fails here, not silently.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { dev404Path, runDev404QueryFirst } from "../src/workarounds/dev-404-query";
import { PACKAGE_INTERNALS } from "../src/workarounds/package-internals";

// Which of develop's page queries run is all this asks of Gatsby's query module; grouping them needs its store.
jest.mock("gatsby/dist/query", () => ({
  ...jest.requireActual<object>("gatsby/dist/query"),
  groupQueryIds: (ids: string[]) => ids,
}));

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
/** With trailingSlash "never", Gatsby stores a page without its slash. */
const asStored = (page: Page): Page => ({ ...page, path: page.path.replace(/\/$/, "") });
const sitePages = (dev404: Page) => [home, notFound, asStored(dev404)];

/** The page queries develop runs (with queries on demand, as it starts) when these pages' queries are due. */
async function queriesDevelopRuns(pages: Page[], requested: string[]): Promise<string[]> {
  const { calculateDirtyQueries } = require("gatsby/dist/services/calculate-dirty-queries") as {
    calculateDirtyQueries: (input: object) => Promise<{ queryIds: string[] }>;
  };
  const trackedQueries = new Map(pages.map((page) => [page.path, { dirty: 1 }]));
  const state = { queries: { trackedQueries, trackedComponents: new Map(), deletedQueries: new Set() } };
  const environment = { ...process.env };
  Object.assign(process.env, { gatsby_executing_command: "develop", GATSBY_QUERY_ON_DEMAND: "true" });
  try {
    const { queryIds } = await calculateDirtyQueries({
      store: { getState: () => state },
      currentlyHandledPendingQueryRuns: new Set(requested),
    });
    return queryIds;
  } finally {
    process.env = environment;
  }
}

/** What develop's state machine keeps of an event the site emits: the queries it has been asked to run. */
function askedToRun(event: string, payload: unknown): Set<string> {
  const { developMachine } = require("gatsby/dist/state-machines/develop") as {
    developMachine: {
      config: { on: Record<string, { actions: string }> };
      options: { actions: Record<string, { assignment: Record<string, (...args: unknown[]) => unknown> }> };
    };
  };
  const action = developMachine.options.actions[developMachine.config.on[event]?.actions ?? ""];
  return (action?.assignment.pendingQueryRuns?.({}, { type: event, payload }) as Set<string> | undefined) ?? new Set();
}

describe("the development 404 page's query at start-up", () => {
  it("finds Gatsby's own development 404 page among the site's pages, at the address Gatsby stored", async () => {
    const dev404 = await gatsbysDev404Page(project);
    expect(dev404Path(sitePages(dev404))).toBe(asStored(dev404).path);
    expect(dev404Path([home])).toBeUndefined();
  });

  it("is needed: develop does not run that page's query by itself, since it looks it up with a trailing slash", async () => {
    const pages = sitePages(await gatsbysDev404Page(project));
    expect(await queriesDevelopRuns(pages, [])).not.toContain(dev404Path(pages));
  });

  it("asks for that query as a browser's first visit does, and develop then runs it", async () => {
    const pages = sitePages(await gatsbysDev404Page(project));
    const emit = jest.fn();
    runDev404QueryFirst(pages, { emit });
    expect(emit.mock.calls).toEqual([[PACKAGE_INTERNALS.dev404Query.event, { pagePath: dev404Path(pages) }]]);
    const [[event, payload]] = emit.mock.calls as [[string, unknown]];
    const requested = [...askedToRun(event, payload)];
    expect(requested).toEqual([dev404Path(pages)]);
    expect(await queriesDevelopRuns(pages, requested)).toContain(dev404Path(pages));
  });

  it("does nothing where there is no such page, as in a production build", () => {
    const emit = jest.fn();
    runDev404QueryFirst([home, notFound], { emit });
    expect(emit).not.toHaveBeenCalled();
  });
});
