/**
 * Browser tests against the built site (run `npm run build` first; `npm test` does), served by
 * Cloudflare's own runtime on this computer (`npm run serve`: wrangler, offline; docs/hosting.md).
 */
import { defineConfig } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./test-support/browser";
import { ENGINE_NAMES, missingEngine, type EngineName } from "./test-support/visitor/engines";

const port = Number(process.env.E2E_PORT ?? 9000);
const baseURL = `http://127.0.0.1:${port}`;
const ENGINES = /e2e\/engines\/.*\.spec\.ts$/;

/**
 * The lanes (docs/testing.md#two-lanes). E2E_LANE=fast, as `npm test` sets it, leaves out the full lane's
 * tests; without it, every test runs (`npm run test:all`). A whole spec joins the full lane by its name
 * here; a test or a describe by its tag: `test("...", { tag: "@full" }, ...)`.
 */
const FULL_LANE_SPECS = ["edited-site", "engines/typeface", "engines/back-forward", "engines/give-up", "engines/carousel"];
const FULL_LANE = [
  /@full/,
  // A test's title as grep reads it: the project, the spec's path under e2e/, the describes, the test, its tags.
  new RegExp(`^\\S+ (${FULL_LANE_SPECS.join("|")})\\.spec\\.ts `),
];
const fastLane = process.env.E2E_LANE === "fast";

// An engine this machine lacks is left out, and said so plainly; under CI that is a failure.
// E2E_ENGINES (such as "chromium", for `npm run test:content`) names the only engines wanted.
const wanted: string[] = process.env.E2E_ENGINES?.split(",") ?? ENGINE_NAMES;
const engines = ENGINE_NAMES.filter((engine) => {
  if (!wanted.includes(engine)) return false;
  const missing = missingEngine(engine);
  if (missing && process.env.CI) throw new Error(`The ${engine} tests cannot run: ${missing}`);
  if (missing && !process.env.TEST_WORKER_INDEX) console.warn(`\nSkipping the ${engine} tests. ${missing}\n`);
  return !missing;
});

export default defineConfig<Record<never, never>, { engine: EngineName }>({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // None: a test that passes only when tried again has a bug, in the test or in the site.
  retries: 0,
  grepInvert: fastLane ? FULL_LANE : undefined,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
  },
  projects: [
    { name: "site", testIgnore: ENGINES, use: { baseURL } },
    // The same content checks with scripting off: every page must be complete as served.
    { name: "no-javascript", testMatch: /pages\.spec\.ts/, use: { baseURL, javaScriptEnabled: false } },
    // The visitor's tests, once in each engine (docs/testing.md). A cold start of Firefox or WebKit on a
    // busy machine takes seconds: they get more time.
    ...engines.map((engine) => ({
      name: engine,
      testMatch: ENGINES,
      use: { engine },
      timeout: 60_000,
      expect: { timeout: 10_000 },
    })),
  ],
  webServer: {
    // Its debugger port beside the site's, so two checkouts can run their tests at once.
    command: `npm run serve -- --inspector-port ${port + 1}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { PORT: String(port) },
  },
});
