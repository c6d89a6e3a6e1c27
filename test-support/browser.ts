/**
 * Which Chromium the browser tests drive: CHROME_PATH if set, else a system Chromium or Chrome,
 * else Playwright's own download (so a laptop with `npx playwright install` needs nothing special).
 */
import fs from "fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const chromiumPath: string | undefined = candidates.find(
  (candidate): candidate is string => typeof candidate === "string" && candidate !== "" && fs.existsSync(candidate),
);

/** Flags that keep a headless Chromium quiet and offline-friendly (no background calls home). */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
