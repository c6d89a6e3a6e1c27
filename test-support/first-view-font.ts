/**
 * Whether the first view shows the house typeface, judged by what is on screen: each line of text in
 * view is measured as shown, and again in the fallback alone (the font-family list without its first
 * entry). Where the two widths are equal to the hundredth of a pixel the visitor is looking at the
 * fallback. `document.fonts` cannot tell: it says "loaded" while an engine keeps the fallback on screen.
 *
 * `houseTypefaceOnFirstView` runs in the page (pass it to an evaluate), right after the load event.
 */
export type Measured = { text: string; shown: number; fallback: number };

export function houseTypefaceOnFirstView(): Measured[] {
  const measured: Measured[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && measured.length < 12; node = walker.nextNode()) {
    const raw = node.textContent ?? "";
    const parent = node.parentElement;
    const start = raw.search(/\S/);
    const text = raw.trim().replace(/\s+/g, " ");
    if (text.length < 4 || !parent || parent.closest("[aria-hidden='true'], .visually-hidden, script, style")) continue;
    const families = getComputedStyle(parent).fontFamily.split(",");
    if (families.length < 2) continue;
    // The text as shown, without the spaces around it, on one line and within the first view.
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + raw.trim().length);
    const lines = range.getClientRects();
    const line = lines[0];
    if (lines.length !== 1 || !line || line.width === 0 || line.top < 0 || line.bottom > innerHeight) continue;
    // The same words, in the same place in the page (same size, weight, spacing), in the fallback alone.
    const probe = document.createElement("span");
    probe.textContent = text;
    probe.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font-family: ${families.slice(1).join(",")}`;
    parent.append(probe);
    measured.push({ text, shown: line.width, fallback: probe.getBoundingClientRect().width });
    probe.remove();
  }
  return measured;
}
