/**
 * When an automatic carousel may turn by itself (WCAG 2.2.2 and the W3C APG carousel pattern):
 * - it rotates until the user stops it with the pause button or moves keyboard focus into it, and then
 *   stays still until the user presses play;
 * - a pointer over it pauses it only for as long as the pointer stays;
 * - with `prefers-reduced-motion: reduce` it starts still (the user may still press play).
 * Every change, a slide change included, starts the countdown afresh, so a manual move never jumps on a
 * moment later.
 */
type Options = { intervalMs: number; advance: () => void; onChange: () => void };

export class Rotation {
  playing = true;
  private hovered = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: Options) {}

  /** Turning by itself now: playing, and no pointer over it. */
  get rotating(): boolean {
    return this.playing && !this.hovered;
  }

  /** The countdown to the next slide, from the start (or none while it holds still). */
  restart(): void {
    clearTimeout(this.timer);
    this.timer = this.rotating ? setTimeout(this.options.advance, this.options.intervalMs) : undefined;
  }

  private update(change: () => void): void {
    change();
    this.restart();
    this.options.onChange();
  }

  /** The pause/play button. */
  toggle = () => this.update(() => (this.playing = !this.playing));
  /** Keyboard focus arrived, or the visitor prefers reduced motion: still until play is pressed. */
  stop = () => this.update(() => (this.playing = false));
  /** The pointer came over the carousel, or left it. */
  hover = (over: boolean) => this.update(() => (this.hovered = over));
}
