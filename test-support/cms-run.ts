/**
 * `npm run cms` (decap-server + gatsby develop) started on a copy of the project, as the CMS browser test
 * and `npm run guide:shots` use it, on ports of their own (CMS_PROXY_PORT moves decap-server, and the
 * CMS asks for it there).
 */
import { spawn } from "child_process";
import type { Page } from "@playwright/test";
import { siteFile } from "../src/schema/schema";

export type CmsRun = {
  /** The address `gatsby develop` serves the site and /admin/ at. */
  url: string;
  /** Everything `npm run cms` has printed so far. */
  output: () => string;
  stop: () => void;
};

export const lastLines = (text: string) => text.split("\n").slice(-60).join("\n");

/** Starts it in `dir` and resolves once both servers answer; fails with the end of its output if it stops. */
export async function startCms(dir: string, ports: { proxy: number; develop: number }): Promise<CmsRun> {
  const cms = spawn("node", ["tools/cms.mjs", "--host", "127.0.0.1", "--port", String(ports.develop)], {
    cwd: dir,
    detached: true,
    env: { ...process.env, CMS_PROXY_PORT: String(ports.proxy), NO_COLOR: "1", FORCE_COLOR: "0", CI: "true" },
  });
  let printed = "";
  cms.stdout.on("data", (chunk) => (printed += chunk));
  cms.stderr.on("data", (chunk) => (printed += chunk));
  const run: CmsRun = {
    url: `http://127.0.0.1:${ports.develop}`,
    output: () => printed,
    stop: () => {
      if (cms.pid && cms.exitCode === null) process.kill(-cms.pid, "SIGTERM");
    },
  };
  const waitFor = async (url: string) => {
    for (let tries = 0; tries < 330; tries++) {
      if (cms.exitCode !== null) throw new Error(`npm run cms stopped (${cms.exitCode}):\n${lastLines(printed)}`);
      if (await fetch(url, { method: "POST" }).catch(() => undefined)) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`${url} did not answer; npm run cms printed:\n${lastLines(printed)}`);
  };
  try {
    await waitFor(`http://127.0.0.1:${ports.proxy}/api/v1`);
    await waitFor(`${run.url}/`);
  } catch (error) {
    run.stop();
    throw error;
  }
  return run;
}

/**
 * Opens the site-wide facts' form: its collection in the side bar, then its one entry, a card whose
 * heading is the collection's label. Waiting for that card (not just any text with the label, which
 * the collection's own heading also has) keeps a slow list from swallowing the click.
 */
export async function openSiteFacts(page: Page): Promise<void> {
  const label = siteFile.label;
  await page.getByRole("link", { name: label }).first().click();
  await page
    .getByRole("link", { name: label })
    .filter({ has: page.getByRole("heading", { level: 2, name: label }) })
    .click();
}
