/**
 * Chromium as a visitor has it, for the navigation bench: the whole browser, its window on a private X
 * display, moved by a real pointer (xdotool), with nothing attached to it. Chromium never prerenders while
 * DevTools is attached, so the pages report what the bench needs themselves (probe.ts). Needs Debian's
 * `chromium` and `xdotool` (`apt-get install -y chromium xdotool`).
 */
import { execFile, spawn, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { promisify } from "util";
import { chromiumPath } from "../../test-support/browser";
import { startXvfb } from "../../test-support/visitor/webkit";
import type { Viewport } from "../../test-support/visitor/driver";
import type { Point } from "./probe";

/** How long a finger stays down on a tap. */
export const TAP_MS = 100;

export type RealChromium = {
  /** A new window with an empty cache (its own profile) at `url`; the last one is closed first. */
  open(url: string): Promise<void>;
  /** Closes the window. */
  quit(): Promise<void>;
  /** Moves the pointer to `at` (screen coordinates), rests `restMs`, and clicks as a finger taps. */
  click(at: Point, restMs?: number): Promise<void>;
  /** Moves the pointer to `at` and leaves it there. */
  point(at: Point): Promise<void>;
  close(): Promise<void>;
};

const run = promisify(execFile);

export async function startRealChromium(viewport: Viewport): Promise<RealChromium> {
  if (!chromiumPath) throw new Error("The navigation bench needs the whole Chromium: apt-get install -y chromium");
  const xvfb = await startXvfb(`${viewport.width + 200}x${viewport.height + 200}x24`);
  const env = { ...process.env, DISPLAY: xvfb.display };
  const xdotool = async (...args: string[]) => {
    try {
      await run("xdotool", args, { env });
    } catch (error) {
      throw new Error(`xdotool failed (apt-get install -y xdotool): ${String(error)}`);
    }
  };
  let browser: { process: ChildProcess; profile: string } | undefined;
  const quit = async () => {
    if (!browser) return;
    const { process: child, profile } = browser;
    browser = undefined;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!);
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  };
  const at = ({ x, y }: Point) => [String(Math.round(x)), String(Math.round(y))];

  return {
    async open(url) {
      await quit();
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
      const flags = [
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-sync",
        "--disable-component-update",
        "--password-store=basic",
      ];
      // Its own process group, so that closing it ends its helpers too. --no-sandbox: the bench may run as root.
      const child = spawn(
        chromiumPath!,
        [
          ...flags,
          "--no-sandbox",
          `--user-data-dir=${profile}`,
          "--window-position=0,0",
          `--window-size=${viewport.width},${viewport.height + 56}`,
          `--app=${url}`,
        ],
        { env, stdio: "ignore", detached: true },
      );
      browser = { process: child, profile };
    },
    // One xdotool command, so that its own sleep times the rest and the press, not the start of a process.
    click: (target, restMs = 0) =>
      xdotool("mousemove", ...at(target), "sleep", String(restMs / 1000), "mousedown", "1", "sleep", String(TAP_MS / 1000), "mouseup", "1"),
    point: (target) => xdotool("mousemove", ...at(target)),
    quit,
    async close() {
      await quit();
      xvfb.process.kill();
    },
  };
}
