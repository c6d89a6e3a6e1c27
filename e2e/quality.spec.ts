/**
 * The 404 page's requests, as only Chromium through Playwright can watch them. Sideways scrolling, errors
 * and policy violations on every page are tested in every engine in e2e/engines/every-page.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { notFound } from "../test-support/content";
import { watchPage } from "../test-support/watch";

test("the 404 page fails only on the unknown address itself, and logs nothing else", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const watch = watchPage(page, origin);
  const response = await page.goto(notFound.path, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  // Gatsby's runtime asks for the address and its page data before showing the 404 page; the browser
  // reports each of those 404s in the console, and nothing else may appear there.
  const ownAddress = new RegExp(`^404 ${origin}(/page-data)?${notFound.path}(/page-data\\.json)?$`);
  expect(watch.failedRequests.filter((failure) => !ownAddress.test(failure))).toEqual([]);
  expect(watch.consoleProblems.filter((problem) => !/^error: Failed to load resource: .* 404/.test(problem))).toEqual([]);
  expect(watch.consoleProblems.length).toBeLessThanOrEqual(watch.failedRequests.length);
  expect(watch.foreignRequests).toEqual([]);
});
