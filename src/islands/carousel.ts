/** Fetches Swiper when the carousel starts; without it (give-up.ts) the carousel stays a strip, so the page never moves under a reader minutes later. */
import { fetchOrGiveUp, stayStatic } from "./give-up";

export function enhance(carousel: HTMLElement): void {
  fetchOrGiveUp(
    () => import("./carousel-swiper"),
    ({ start }) => start(carousel),
    () => stayStatic(carousel),
  );
}
