/** Records what a page does that a visitor would not want: console errors and requests to other origins. */
import type { Page } from "@playwright/test";

export type PageWatch = { consoleProblems: string[]; foreignRequests: string[]; failedRequests: string[] };

export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = { consoleProblems: [], foreignRequests: [], failedRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      watch.consoleProblems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => watch.consoleProblems.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) watch.foreignRequests.push(request.url());
  });
  page.on("response", (response) => {
    if (response.status() >= 400) watch.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return watch;
}
