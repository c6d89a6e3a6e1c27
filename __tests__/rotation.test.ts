/**
 * The carousel's rotation (src/islands/rotation.ts) on Jest's clock, for what the browsers' real-time
 * tests (e2e/engines/carousel.spec.ts: it turns after an interval, holds while pointed at) do not reach:
 * a slide changed by hand restarts the countdown, and a stopped carousel stays stopped.
 */
import { Rotation } from "../src/islands/rotation";

const INTERVAL = 5000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const advance = jest.fn();
  const rotation = new Rotation({ intervalMs: INTERVAL, advance, onChange: () => undefined });
  rotation.restart();
  return { advance, rotation };
}

it("restarts the countdown when the slide changes by hand", () => {
  const { advance, rotation } = setup();
  jest.advanceTimersByTime(INTERVAL - 1000);
  rotation.restart();
  jest.advanceTimersByTime(INTERVAL - 1);
  expect(advance).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(advance).toHaveBeenCalledTimes(1);
});

it.each([
  ["the pause button", (rotation: Rotation) => rotation.toggle()],
  ["keyboard focus or reduced motion", (rotation: Rotation) => rotation.stop()],
])("does not move after %s, even when the pointer leaves, until play", (_, still) => {
  const { advance, rotation } = setup();
  still(rotation);
  rotation.hover(true);
  rotation.hover(false);
  jest.advanceTimersByTime(INTERVAL * 3);
  expect(advance).not.toHaveBeenCalled();
  expect(rotation.rotating).toBe(false);
  rotation.toggle();
  jest.advanceTimersByTime(INTERVAL);
  expect(advance).toHaveBeenCalledTimes(1);
});
