/** Collects Content-Security-Policy violations a page reports, from the page itself and its console. */
import type { Page } from "@playwright/test";

type Violations = { events: string[]; console: string[] };

/** Call before the first navigation; read with `violations(page)`. */
export async function recordViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.console.push(message.text());
  });
  // Runs before any of the page's own scripts, in every document the page loads.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (line ${event.lineNumber})`),
    );
  });
  return found;
}

/** The violation events the current document has seen so far. */
export async function violationEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}
