/** On Apple's devices (an iPad calls itself a Mac), the directions links open Apple Maps instead of Google's universal address. */
export function enhance(link: HTMLElement): void {
  const apple = link.dataset.appleMaps;
  if (apple && link instanceof HTMLAnchorElement && /\b(iPhone|iPad|iPod|Macintosh)\b/.test(navigator.userAgent)) link.href = apple;
}
