/** Hands each element marked for an island (islands.ts) to the island, once. */
import { ISLAND_ATTRIBUTE, type IslandName } from "./islands";

export type Enhance = (element: HTMLElement) => void;

export function start(name: IslandName, enhance: Enhance): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
    if (element.hasAttribute("data-island-started")) continue;
    element.setAttribute("data-island-started", "");
    enhance(element);
  }
}
