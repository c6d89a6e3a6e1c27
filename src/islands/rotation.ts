/**
 * When an automatic carousel may turn by itself (WCAG 2.2.2, the W3C APG carousel pattern; docs/carousel.md).
 * Every change, a slide change included, restarts the countdown, so a manual move never jumps on a moment later.
 */
type Options = { intervalMs: number; advance: () => void; onChange: () => void };

export class Rotation {
  playing = true;
  private hovered = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: Options) {}

  get rotating(): boolean {
    return this.playing && !this.hovered;
  }

  restart(): void {
    clearTimeout(this.timer);
    this.timer = this.rotating ? setTimeout(this.options.advance, this.options.intervalMs) : undefined;
  }

  private update(change: () => void): void {
    change();
    this.restart();
    this.options.onChange();
  }

  toggle = () => this.update(() => (this.playing = !this.playing));
  /** Still until play is pressed. */
  stop = () => this.update(() => (this.playing = false));
  hover = (over: boolean) => this.update(() => (this.hovered = over));
}
