/**
 * The directions links (src/components/DirectionsLink.tsx). As the build writes them they open Google
 * Maps' cross-platform address, which works everywhere; on Apple's devices (an iPhone, an iPad, which
 * calls itself a Mac, or a Mac) this switches them to Apple Maps, the maps app those devices open. It
 * rides in the menu's script, which every page loads (islands.ts): no request of its own.
 */
export function enhance(link: HTMLElement): void {
  const apple = link.dataset.appleMaps;
  if (apple && link instanceof HTMLAnchorElement && /\b(iPhone|iPad|iPod|Macintosh)\b/.test(navigator.userAgent)) link.href = apple;
}
