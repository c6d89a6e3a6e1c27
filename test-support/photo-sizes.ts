/**
 * Whether each photograph's `sizes` says how wide it is really shown (e2e/photos.spec.ts and the edited
 * copy's gallery in e2e/edited-site.spec.ts): never narrower than the photograph on screen, so it
 * stays sharp, and never more than a tenth wider, so no larger file is fetched than the layout needs.
 */
import type { Page } from "@playwright/test";

/**
 * Each photograph's rendered width and the width its `sizes` gives, worked out the way the browser
 * does: the first entry whose media condition holds, its length measured by CSS.
 */
function shownAndDeclared(page: Page) {
  return page.$$eval("picture > img", (elements) =>
    (elements as HTMLImageElement[]).map((img) => {
      const source = img.parentElement!.querySelector("source");
      const sizes = (source?.getAttribute("sizes") ?? img.getAttribute("sizes") ?? "").trim();
      // Split on the commas between entries, not those inside calc().
      const entries: string[] = [];
      let depth = 0;
      let current = "";
      for (const char of sizes) {
        if (char === "(") depth++;
        if (char === ")") depth--;
        if (char === "," && depth === 0) {
          entries.push(current.trim());
          current = "";
        } else current += char;
      }
      entries.push(current.trim());
      const chosen = entries.find((entry) => {
        const media = /^(\([^)]*\))\s+/.exec(entry)?.[1];
        return !media || window.matchMedia(media).matches;
      })!;
      const length = chosen.replace(/^\([^)]*\)\s+/, "");
      const probe = document.createElement("div");
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
      document.body.appendChild(probe);
      const declared = probe.getBoundingClientRect().width;
      probe.remove();
      // A carousel slide not yet asked for leaves its <img> out of the page inside a box that keeps the
      // photograph's proportions (an inline aspect-ratio): measure that box, the one it will fill. Any
      // other photograph that is not shown measures 0 px wide and is reported.
      const holder = img.parentElement?.parentElement;
      const held = img.getClientRects().length === 0 && holder?.style.aspectRatio;
      const shown = (held ? holder : img).getBoundingClientRect().width;
      return { alt: img.alt, sizes, shown, declared };
    }),
  );
}

/** At each viewport width, the photographs on `url` whose `sizes` does not match how wide they are shown. */
export async function sizesProblems(page: Page, url: string, widths: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    for (const { alt, sizes, shown, declared } of await shownAndDeclared(page)) {
      if (declared < shown - 1 || declared > shown * 1.1 + 2) {
        problems.push(`${width} px, "${alt}": shown ${shown.toFixed(1)} px wide, sizes says ${declared.toFixed(1)} (${sizes})`);
      }
    }
  }
  return problems;
}
