/** Hands each element marked for an island (islands.ts) to the island, once, unless the page gave up on its script (give-up.ts). */
import { STATIC_ATTRIBUTE } from "./give-up";
import { ISLAND_ATTRIBUTE, ISLAND_STARTED_ATTRIBUTE, type IslandName } from "./islands";

export type Enhance = (element: HTMLElement) => void;

export function start(name: IslandName, enhance: Enhance): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
    if (element.hasAttribute(ISLAND_STARTED_ATTRIBUTE) || element.hasAttribute(STATIC_ATTRIBUTE)) continue;
    element.setAttribute(ISLAND_STARTED_ATTRIBUTE, "");
    enhance(element);
  }
}
