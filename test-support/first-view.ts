/**
 * What a first visit to a page downloads, by type, counted as served (compressed bytes on the wire),
 * with an empty cache and without scrolling. Shared by the byte-budget test and `npm run bench`.
 */
import type { Browser } from "@playwright/test";

export const KINDS = ["document", "script", "style", "image", "font", "other"] as const;
export type Kind = (typeof KINDS)[number];

export type FirstView = {
  bytes: Record<Kind, number>;
  total: number;
  fontFiles: number;
  foreign: string[];
  /** The address of every image fetched, in the order they finished. */
  images: string[];
};

const kindOf = (resourceType: string): Kind =>
  (({ document: "document", script: "script", stylesheet: "style", image: "image", font: "font" })[resourceType] as Kind | undefined) ??
  "other";

export async function measureFirstView(browser: Browser, url: string, width: number): Promise<FirstView> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const pending: Promise<void>[] = [];
  const view: FirstView = {
    bytes: { document: 0, script: 0, style: 0, image: 0, font: 0, other: 0 },
    total: 0,
    fontFiles: 0,
    foreign: [],
    images: [],
  };
  page.on("requestfinished", (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const kind = kindOf(request.resourceType());
        view.bytes[kind] += sizes.responseBodySize;
        view.total += sizes.responseBodySize;
        if (kind === "font") view.fontFiles += 1;
        if (kind === "image") view.images.push(request.url());
        if (!request.url().startsWith("data:") && new URL(request.url()).origin !== origin) {
          view.foreign.push(request.url());
        }
      }),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await context.close();
  return view;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
