/** The carousel's buttons in the APG's order, written hidden but in their place, so nothing moves when the island shows them. */
import type { ReactNode } from "react";
import * as styles from "./CarouselControls.module.css";
import { fillPattern } from "../lib/pattern";
import type { CarouselCopy } from "./carousel-content";

type Props = { copy: CarouselCopy["controls"]; total: number };

const Icon = ({ path }: { path: string }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

const PAUSE = "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z";
const PLAY = "M8 5v14l11-7z";
const PREVIOUS = "M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z";
const NEXT = "M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z";

/** Both labels share one grid cell, and the hidden one keeps its width. */
const Label = ({ name, icon, words, hidden }: { name: string; icon: string; words: ReactNode; hidden: boolean }) => (
  <span data-label={name} aria-hidden={hidden || undefined}>
    <Icon path={icon} />
    <span className={styles.words}>{words}</span>
  </span>
);

export function CarouselControls({ copy, total }: Props) {
  return (
    <div className={styles.controls} data-waiting="">
      <button type="button" className={styles.rotation} data-control="rotation">
        <span className={styles.stack}>
          <Label name="pause" icon={PAUSE} words={copy.pause} hidden={false} />
          <Label name="play" icon={PLAY} words={copy.play} hidden />
        </span>
      </button>
      <div className={styles.stepper}>
        <button type="button" className={styles.arrow} data-control="previous">
          <Icon path={PREVIOUS} />
          <span className="visually-hidden">{copy.previous}</span>
        </button>
        <div className={styles.indicators}>
          {Array.from({ length: total }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.indicator}
              data-control="go-to"
              aria-current={index === 0 ? "true" : undefined}
            >
              <span className="visually-hidden">{fillPattern(copy.goTo, { n: index + 1, total })}</span>
            </button>
          ))}
        </div>
        <button type="button" className={styles.arrow} data-control="next">
          <Icon path={NEXT} />
          <span className="visually-hidden">{copy.next}</span>
        </button>
      </div>
    </div>
  );
}
