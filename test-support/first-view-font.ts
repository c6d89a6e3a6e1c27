/**
 * Whether the first view shows the house typeface, judged by what is on screen: the first line of each
 * text in view is measured as shown, and again in the house typeface alone (the first entry of its font-family
 * list) and in the fallback alone (the list without it). A line whose width is nearer the house
 * typeface's is in the house typeface; one whose two widths are within half a pixel cannot tell (a
 * fallback matched to the font's metrics draws some short words at its width). `document.fonts` cannot
 * tell: it says "loaded" while an engine keeps the fallback on screen.
 *
 * `houseTypefaceOnFirstView` runs in the page (pass it to an evaluate), once the font has arrived.
 */
export type Measured = { text: string; shown: number; house: number; fallback: number };

/** The lines whose widths tell the two faces apart, and of those, the ones not shown in the house typeface. */
export function notInHouseTypeface(measured: Measured[]): { telling: Measured[]; notHouse: Measured[] } {
  const telling = measured.filter(({ house, fallback }) => Math.abs(house - fallback) >= 0.5);
  return { telling, notHouse: telling.filter(({ shown, house, fallback }) => Math.abs(shown - house) >= Math.abs(shown - fallback)) };
}

export function houseTypefaceOnFirstView(): Measured[] {
  const measured: Measured[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && measured.length < 12; node = walker.nextNode()) {
    const raw = node.textContent ?? "";
    const parent = node.parentElement;
    if (raw.trim().length < 4 || !parent || parent.closest("[aria-hidden='true'], .visually-hidden, script, style")) continue;
    const families = getComputedStyle(parent).fontFamily.split(",");
    if (families.length < 2) continue;
    // The words of its first line as shown, without the spaces around them, within the first view.
    const start = raw.search(/\S/);
    const range = document.createRange();
    range.setStart(node, start);
    let end = start;
    for (const word of raw.slice(start).matchAll(/\S+/g)) {
      range.setEnd(node, start + word.index + word[0].length);
      if (range.getClientRects().length > 1) break;
      end = start + word.index + word[0].length;
    }
    range.setEnd(node, end);
    const text = raw.slice(start, end).replace(/\s+/g, " ");
    const line = range.getClientRects()[0];
    if (text.length < 4 || !line || line.width === 0 || line.top < 0 || line.bottom > innerHeight) continue;
    // The same words, in the same place in the page (same size, weight, spacing), in each face alone.
    const width = (fontFamily: string) => {
      const probe = document.createElement("span");
      probe.textContent = text;
      probe.style.cssText = `position: absolute; visibility: hidden; white-space: nowrap; font-family: ${fontFamily}`;
      parent.append(probe);
      const probed = probe.getBoundingClientRect().width;
      probe.remove();
      return probed;
    };
    measured.push({ text, shown: line.width, house: width(families[0]!), fallback: width(families.slice(1).join(",")) });
  }
  return measured;
}

/** A box of the first screen (a text block, a photograph, a button...): what it is, and how far the swap to the house typeface moved it. */
export type Moved = { box: string; px: number };
export type FontSwap = {
  /** Frames drawn in the fallback before the house typeface had loaded. */
  framesInFallback: number;
  /** The first screen's boxes that moved when it arrived, farthest first. */
  moved: Moved[];
  /** One line of body text, in px. */
  bodyLine: number;
};

/**
 * Runs in the page before anything else (the visitor's site adds it to every page when it holds the font
 * back): in each frame drawn before the house typeface has loaded, it notes where every box on
 * screen is: each element laid out as a box of its own (a block, a flex or grid item, an inline-block
 * such as a button) and each picture (img, svg, video, canvas), photographs and text blocks alike; two
 * frames after the typeface has loaded it measures the same boxes again. `fontSwap` reads the result.
 * Once a frame has been drawn in the fallback (a second frame has begun), it asks for `fallbackDrawn`,
 * at which the site sends the font: the test waits for that event, not for a time.
 */
export function watchFontSwap(fallbackDrawn?: string): void {
  type Place = { element: Element; top: number; left: number };
  const state = { framesInFallback: 0, before: [] as Place[], moved: null as Moved[] | null };
  (window as unknown as { fontSwapState: typeof state }).fontSwapState = state;
  const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, "");
  const houseLoaded = () => {
    const house = unquote(getComputedStyle(document.body).fontFamily.split(",")[0] ?? "");
    return [...document.fonts].some((face) => unquote(face.family) === house && face.status === "loaded");
  };
  const PICTURES = new Set(["IMG", "SVG", "VIDEO", "CANVAS"]);
  const isBox = (element: Element) => {
    const { display } = getComputedStyle(element);
    return PICTURES.has(element.tagName.toUpperCase()) || (display !== "inline" && display !== "contents" && display !== "none");
  };
  const onScreen = (): Place[] =>
    [...document.body.querySelectorAll("*")]
      .filter((element) => !element.closest("[aria-hidden='true'], .visually-hidden, script, style, noscript, head") && isBox(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight)
      .map(({ element, box }) => ({ element, top: box.top + scrollY, left: box.left + scrollX }));
  /** A box as a reader would point at it: its words, else its picture's description, else its tag. */
  const describe = (element: Element) => {
    const words = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    const alt = element.getAttribute("alt") ?? element.querySelector("img")?.getAttribute("alt");
    return words ? `${element.tagName.toLowerCase()} "${words}"` : `${element.tagName.toLowerCase()}${alt ? ` (${alt.slice(0, 60)})` : ""}`;
  };
  const after = (frames: number) => {
    if (frames > 0) return requestAnimationFrame(() => after(frames - 1));
    state.moved = state.before
      // A box a script has since hidden (the menu's link, swapped for its button) did not move.
      .filter(({ element }) => element.getClientRects().length > 0)
      .map(({ element, top, left }) => {
        const box = element.getBoundingClientRect();
        const px = Math.max(Math.abs(box.top + scrollY - top), Math.abs(box.left + scrollX - left));
        return { box: describe(element), px: Math.round(px * 10) / 10 };
      })
      .filter(({ px }) => px > 0)
      .sort((a, b) => b.px - a.px);
  };
  const frame = () => {
    if (document.body && houseLoaded()) return after(2);
    if (document.body) {
      state.framesInFallback += 1;
      state.before = onScreen();
      if (state.framesInFallback === 2 && fallbackDrawn) void fetch(fallbackDrawn, { cache: "no-store" });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Runs in the page: what `watchFontSwap` saw, once the house typeface has loaded and the page settled. */
export async function fontSwap(): Promise<FontSwap> {
  const state = () => (window as unknown as { fontSwapState?: { framesInFallback: number; moved: Moved[] | null } }).fontSwapState;
  if (!state()) throw new Error("watchFontSwap is not on this page: the visitor's site adds it when the font is served late");
  // Longer than the site holds a font back at most (FONT_HOLD_BOUND_MS in visitor/site.ts).
  const until = Date.now() + 30_000;
  while (!state()!.moved && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  const { framesInFallback, moved } = state()!;
  if (!moved) throw new Error("the house typeface did not load within 30 s");
  return { framesInFallback, moved, bodyLine: parseFloat(getComputedStyle(document.body).lineHeight) };
}

/** Runs in the page (Chromium): the cumulative layout shift so far, from the buffered layout-shift entries. */
export function layoutShift(): Promise<number> {
  return new Promise((resolve) => {
    let sum = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) sum += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // The buffered entries come in the observer's first callback, or are still pending for takeRecords.
    setTimeout(() => {
      add(observer.takeRecords());
      observer.disconnect();
      resolve(sum);
    }, 100);
  });
}
