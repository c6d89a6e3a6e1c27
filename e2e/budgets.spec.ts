/** Exact byte budgets on first view, as served (the timing budgets live in `npm run bench`). */
import { expect, test } from "@playwright/test";
import { pageFor, pages } from "../test-support/content";
import { coffeeFile } from "../src/schema/schema";
import { BUDGETS } from "../test-support/budgets";
import { kb, measureFirstView } from "../test-support/first-view";

test("every page's first view stays within its byte budgets", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  let allPhone = 0;
  const problems: string[] = [];
  for (const { path } of pages) {
    for (const width of [390, 1280]) {
      const view = await measureFirstView(browser, `${baseURL}${path}`, width);
      const at = `${path} at ${width} px`;
      if (view.bytes.script > BUDGETS.scriptBytes(path === pageFor(coffeeFile).path))
        problems.push(`${at}: ${kb(view.bytes.script)} KB of script`);
      if (view.fontFiles > BUDGETS.fontFiles) problems.push(`${at}: ${view.fontFiles} font files`);
      if (view.bytes.font > BUDGETS.fontBytes) problems.push(`${at}: ${kb(view.bytes.font)} KB of fonts`);
      if (view.foreign.length > BUDGETS.foreignRequests) problems.push(`${at}: ${view.foreign.join(", ")}`);
      if (width === 390) {
        allPhone += view.total;
        if (view.total > BUDGETS.pageBytesPhone) problems.push(`${at}: ${kb(view.total)} KB in all`);
      }
      expect(view.bytes.document, `${at} loaded no document`).toBeGreaterThan(0);
    }
  }
  if (allPhone > BUDGETS.allPagesBytesPhone) problems.push(`five pages at 390 px: ${kb(allPhone)} KB in all`);
  expect(problems).toEqual([]);
});
