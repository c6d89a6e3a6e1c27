/** The carousel's rotation (src/islands/rotation.ts): when it moves by itself and when it must not. */
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

it("advances once per interval while nothing interrupts it", () => {
  const { advance, rotation } = setup();
  jest.advanceTimersByTime(INTERVAL - 1);
  expect(advance).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(advance).toHaveBeenCalledTimes(1);
  rotation.restart(); // the slide changed
  jest.advanceTimersByTime(INTERVAL);
  expect(advance).toHaveBeenCalledTimes(2);
});

it("restarts the countdown when the slide changes by hand", () => {
  const { advance, rotation } = setup();
  jest.advanceTimersByTime(INTERVAL - 1000);
  rotation.restart();
  jest.advanceTimersByTime(INTERVAL - 1);
  expect(advance).not.toHaveBeenCalled();
});

it("pauses while the pointer is over it and resumes when it leaves", () => {
  const { advance, rotation } = setup();
  rotation.hover(true);
  jest.advanceTimersByTime(INTERVAL * 3);
  expect(advance).not.toHaveBeenCalled();
  rotation.hover(false);
  jest.advanceTimersByTime(INTERVAL);
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
