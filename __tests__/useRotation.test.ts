/** The rotation timer: when the carousel moves by itself and when it must not. */
import { act, renderHook } from "@testing-library/react";
import type { FocusEvent } from "react";
import { useRotation } from "../src/components/useRotation";

const INTERVAL = 5000;

beforeEach(() => {
  jest.useFakeTimers();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});
afterEach(() => jest.useRealTimers());

function setup() {
  const advance = jest.fn();
  const hook = renderHook(({ activeIndex }) => useRotation({ intervalMs: INTERVAL, advance, activeIndex }), {
    initialProps: { activeIndex: 0 },
  });
  return { advance, hook, pointer: () => hook.result.current.containerProps };
}

it("advances once per interval while nothing interrupts it", () => {
  const { advance, hook } = setup();
  act(() => jest.advanceTimersByTime(INTERVAL - 1));
  expect(advance).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(advance).toHaveBeenCalledTimes(1);
  hook.rerender({ activeIndex: 1 });
  act(() => jest.advanceTimersByTime(INTERVAL));
  expect(advance).toHaveBeenCalledTimes(2);
});

it("restarts the countdown when the slide changes by hand", () => {
  const { advance, hook } = setup();
  act(() => jest.advanceTimersByTime(INTERVAL - 1000));
  hook.rerender({ activeIndex: 2 });
  act(() => jest.advanceTimersByTime(INTERVAL - 1));
  expect(advance).not.toHaveBeenCalled();
});

it("pauses while the pointer is over it and resumes when it leaves", () => {
  const { advance, pointer } = setup();
  act(() => pointer().onPointerEnter());
  act(() => jest.advanceTimersByTime(INTERVAL * 3));
  expect(advance).not.toHaveBeenCalled();
  act(() => pointer().onPointerLeave());
  act(() => jest.advanceTimersByTime(INTERVAL));
  expect(advance).toHaveBeenCalledTimes(1);
});

it("does not move after the pause button, even when the pointer leaves, until play", () => {
  const { advance, hook, pointer } = setup();
  act(() => hook.result.current.toggle());
  act(() => pointer().onPointerEnter());
  act(() => pointer().onPointerLeave());
  act(() => jest.advanceTimersByTime(INTERVAL * 3));
  expect(advance).not.toHaveBeenCalled();
  expect(hook.result.current.playing).toBe(false);
  act(() => hook.result.current.toggle());
  act(() => jest.advanceTimersByTime(INTERVAL));
  expect(advance).toHaveBeenCalledTimes(1);
});

it("ignores focus moving between its own controls", () => {
  const { hook } = setup();
  const container = document.createElement("section");
  const [first, second] = [document.createElement("button"), document.createElement("button")];
  container.append(first, second);
  document.body.append(container);
  second.focus();
  const event = { currentTarget: container, target: second, relatedTarget: first } as unknown as FocusEvent<HTMLElement>;
  act(() => hook.result.current.containerProps.onFocus(event));
  expect(hook.result.current.playing).toBe(true);
  container.remove();
});
