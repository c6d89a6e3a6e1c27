/** Browser tests against the built site (run `npm run build` first; `npm test` does). */
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/support/browser";

const port = Number(process.env.E2E_PORT ?? 9000);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "chromium" },
    // The same content checks with scripting off: every page must be complete as served.
    { name: "no-javascript", testMatch: /pages\.spec\.ts/, use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  },
});
