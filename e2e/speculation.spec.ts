/**
 * What Chromium prepares before a visitor opens a page (the speculation rules, src/islands/speculation-rules.ts),
 * read from its Preload domain. Under DevTools Chromium starts no prerender ("PrerenderingDisabledByDevTools"),
 * but it says which pages the rules name and when it would have started one, which is what the rules decide:
 * nothing as a page loads, nor for a pointer crossing the menu; the page of a link a mouse rests on, or a
 * finger begins to touch. Timed in a real prerender by `npm run bench -- navigation`.
 */
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { pages } from "../test-support/content";

type Key = { action: string; url: string };

/** The pages the rules name as prerender candidates, and the ones Chromium set out to prerender. */
async function watchPreloading(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const named = new Set<string>();
  const started = new Set<string>();
  session.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }: { preloadingAttemptSources: { key: Key }[] }) => {
    named.clear();
    for (const { key } of preloadingAttemptSources) if (key.action === "Prerender") named.add(new URL(key.url).pathname);
  });
  session.on("Preload.prerenderStatusUpdated", ({ key, status }: { key: Key; status: string }) => {
    if (status !== "NotTriggered") started.add(new URL(key.url).pathname);
  });
  await session.send("Preload.enable");
  return { session, named, started };
}

/** The page's islands have started: the menu's links can mark the one a mouse rests on. */
const ready = (page: Page) => expect(page.locator("[data-island]:not([data-island-started])")).toHaveCount(0);

test("the rules name every page but the editor, and a page that loads starts no prerender", async ({ page }) => {
  const preloading = await watchPreloading(page);
  for (const { path } of pages) {
    await page.goto(path);
    await ready(page);
    // A link to the editor, as an editor might type into a page: never a candidate.
    await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("beforeend", '<a href="/admin/">editor</a>'));
    await expect
      .poll(() => [...preloading.named].sort(), { message: `candidates on ${path}` })
      .toEqual(pages.map((other) => other.path).sort());
    await page.waitForTimeout(500);
    expect([...preloading.started], `prerenders started on ${path}`).toEqual([]);
  }
});

test("a mouse crossing the menu starts no prerender; resting on a link starts its page's", async ({ page }) => {
  const preloading = await watchPreloading(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pages[0]!.path);
  await ready(page);
  const links = page.locator("nav#site-menu a");
  const box = async (index: number) => (await links.nth(index).boundingBox())!;
  const [first, last] = [await box(1), await box(pages.length - 1)];
  // Across every link in a quarter of a second, as a pointer on its way elsewhere.
  await page.mouse.move(first.x - 20, first.y + first.height / 2);
  await page.mouse.move(last.x + last.width + 20, last.y + last.height / 2, { steps: 12 });
  await page.mouse.move(last.x + last.width + 20, last.y + 300);
  await page.waitForTimeout(500);
  expect([...preloading.started]).toEqual([]);

  const target = pages[2]!;
  const link = links.filter({ hasText: target.label });
  await link.hover();
  await expect.poll(() => [...preloading.started]).toEqual([target.path]);
});

test("a finger that begins to touch a link starts its page's prerender before the tap ends", async ({ page }) => {
  const preloading = await watchPreloading(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pages[0]!.path);
  await ready(page);
  await page.locator('header button[aria-controls="site-menu"]').click();
  const target = pages[3]!;
  const box = (await page.locator("nav#site-menu a").filter({ hasText: target.label }).boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The finger is down, and stays down: no click yet.
  await preloading.session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await expect.poll(() => [...preloading.started]).toEqual([target.path]);
  expect(new URL(page.url()).pathname).toBe(pages[0]!.path);
  await preloading.session.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
});
