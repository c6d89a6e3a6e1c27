/**
 * What Chromium prepares before a visitor opens a page (the speculation rules, src/islands/speculation-rules.ts),
 * read from its Preload domain. Under DevTools Chromium starts no prerender ("PrerenderingDisabledByDevTools"),
 * but it says which pages the rules name and when it would have started one, which is what the rules decide:
 * nothing as a page loads, nor for a pointer crossing the menu; a prerender of the page whose link a mouse
 * rests on, never of the editor; a fetch of the page whose link a finger begins to touch. Timed in a real
 * prerender by `npm run bench -- navigation`.
 */
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { pages } from "../test-support/content";

type Key = { action: string; url: string };

/** The pages the rules name for each action ("Prerender", "Prefetch"), and those Chromium set out to prepare. */
async function watchPreloading(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const named = { Prerender: new Set<string>(), Prefetch: new Set<string>() } as Record<string, Set<string>>;
  const started = { prerender: new Set<string>(), prefetch: new Set<string>() };
  session.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }: { preloadingAttemptSources: { key: Key }[] }) => {
    for (const set of Object.values(named)) set.clear();
    for (const { key } of preloadingAttemptSources) named[key.action]?.add(new URL(key.url).pathname);
  });
  session.on("Preload.prerenderStatusUpdated", ({ key, status }: { key: Key; status: string }) => {
    if (status !== "NotTriggered") started.prerender.add(new URL(key.url).pathname);
  });
  session.on("Preload.prefetchStatusUpdated", ({ key, status }: { key: Key; status: string }) => {
    if (status !== "NotTriggered") started.prefetch.add(new URL(key.url).pathname);
  });
  await session.send("Preload.enable");
  return { session, named, started };
}

/** The page's islands have started: the menu's links can mark the one a mouse rests on. */
const ready = (page: Page) => expect(page.locator("[data-island]:not([data-island-started])")).toHaveCount(0);

test("the rules name every page but the editor, and a page that loads prepares none", async ({ page }) => {
  const preloading = await watchPreloading(page);
  for (const { path } of pages) {
    await page.goto(path);
    await ready(page);
    // A link to the editor, as an editor might type into a page: never a candidate.
    await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("beforeend", '<a href="/admin/">editor</a>'));
    const all = pages.map((other) => other.path).sort();
    await expect.poll(() => [...preloading.named.Prefetch!].sort(), { message: `candidates on ${path}` }).toEqual(all);
    await page.waitForTimeout(500);
    expect([...preloading.named.Prerender!], `prerender candidates on ${path}, untouched`).toEqual([]);
    expect([...preloading.started.prerender, ...preloading.started.prefetch], `started on ${path}`).toEqual([]);
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
  expect([...preloading.started.prerender]).toEqual([]);

  const target = pages[2]!;
  await links.filter({ hasText: target.label }).hover();
  await expect.poll(() => [...preloading.named.Prerender!]).toEqual([target.path]);
  await expect.poll(() => [...preloading.started.prerender]).toEqual([target.path]);
});

test("a finger that begins to touch a link fetches its page before the tap ends, and prerenders nothing", async ({ page }) => {
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
  await expect.poll(() => [...preloading.started.prefetch]).toEqual([target.path]);
  expect(new URL(page.url()).pathname).toBe(pages[0]!.path);
  expect([...preloading.started.prerender]).toEqual([]);
  await preloading.session.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
});
