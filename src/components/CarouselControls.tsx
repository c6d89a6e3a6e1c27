/**
 * The carousel's buttons, in the APG's order: pause/play first, then previous, one indicator per slide,
 * and next. All are native buttons; their names come from content.
 */
import React from "react";
import * as styles from "./CarouselControls.module.css";
import { fillPattern } from "../lib/pattern";
import type { CarouselCopy } from "../lib/carousel";

type Props = {
  copy: CarouselCopy["controls"];
  /** False until the carousel's script runs: until then the buttons could do nothing, so they are hidden. */
  ready: boolean;
  total: number;
  activeIndex: number;
  playing: boolean;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  /** The user is about to show this slide (pointer over or focus on its control): fetch its photograph. */
  onIntent: (index: number) => void;
};

const Icon = ({ path }: { path: string }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

const PAUSE = "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z";
const PLAY = "M8 5v14l11-7z";
const PREVIOUS = "M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z";
const NEXT = "M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z";

/** Both labels share one grid cell, so the button keeps the width of the longer one and nothing moves. */
function RotationLabel({ shown, hidden }: { shown: React.ReactNode; hidden: React.ReactNode }) {
  return (
    <span className={styles.stack}>
      <span>{shown}</span>
      <span className={styles.hidden} aria-hidden="true">
        {hidden}
      </span>
    </span>
  );
}

export function CarouselControls(props: Props) {
  const { copy, total, activeIndex, playing } = props;
  const pauseLabel = (
    <>
      <Icon path={PAUSE} />
      <span className={styles.words}>{copy.pause}</span>
    </>
  );
  const playLabel = (
    <>
      <Icon path={PLAY} />
      <span className={styles.words}>{copy.play}</span>
    </>
  );
  return (
    <div className={`${styles.controls} ${props.ready ? "" : styles.waiting}`}>
      <button type="button" className={styles.rotation} onClick={props.onToggle}>
        <RotationLabel shown={playing ? pauseLabel : playLabel} hidden={playing ? playLabel : pauseLabel} />
      </button>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.arrow}
          onClick={props.onPrevious}
          onPointerEnter={() => props.onIntent(activeIndex - 1)}
          onFocus={() => props.onIntent(activeIndex - 1)}
        >
          <Icon path={PREVIOUS} />
          <span className="visually-hidden">{copy.previous}</span>
        </button>
        <div className={styles.indicators}>
          {Array.from({ length: total }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.indicator}
              aria-current={index === activeIndex ? "true" : undefined}
              onClick={() => props.onGoTo(index)}
              onPointerEnter={() => props.onIntent(index)}
              onFocus={() => props.onIntent(index)}
            >
              <span className="visually-hidden">{fillPattern(copy.goTo, { n: index + 1, total })}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          onClick={props.onNext}
          onPointerEnter={() => props.onIntent(activeIndex + 1)}
          onFocus={() => props.onIntent(activeIndex + 1)}
        >
          <Icon path={NEXT} />
          <span className="visually-hidden">{copy.next}</span>
        </button>
      </div>
    </div>
  );
}
