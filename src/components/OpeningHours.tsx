/**
 * The opening hours where a page shows them: the regular week in as few lines as it takes, and under it
 * the "open now" line, which only the browser can know. The build writes that line empty, in a space kept
 * free for it, with what the open-now island (src/islands/open-now.ts) needs to fill it in on the cafe's
 * clock: the week, the special dates still ahead, the words, and the zone's UTC offsets.
 */
import { Fragment } from "react";
import * as styles from "./OpeningHours.module.css";
import { stillAhead, weekLines } from "../lib/hours";
import { cafeZone } from "../lib/zone";
import { island } from "../islands/islands";
import type { OpenNowProps } from "../islands/open-now";

/** The hours as queried. */
export type CafeHours = Queries.CafeHoursFragment;

/** HOME writes each line "Monday-Sunday, 7am-6pm"; MIDTOWN CAFE puts the times under the days. */
export function HoursList({ hours, stacked = false }: { hours: CafeHours; stacked?: boolean }) {
  const lines = weekLines(hours.hours);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={line.days}>
          {index > 0 && <br />}
          {line.days}
          {stacked ? <br /> : ", "}
          {line.time ?? hours.hoursWords.closed}
        </Fragment>
      ))}
    </>
  );
}

/** `today` is the cafe's date the page is made for: special dates before it are left out. */
export function OpenNow({ hours, today }: { hours: CafeHours; today: string }) {
  const { closed, ...words } = hours.hoursWords;
  const props: OpenNowProps = {
    hours: hours.hours,
    specialDates: stillAhead(hours.specialDates, today),
    timeZone: hours.timeZone,
    zone: cafeZone(hours.timeZone, today),
    words,
  };
  return <p className={styles.openNow} aria-live="polite" data-open-now="" data-hours={JSON.stringify(props)} {...island("open-now")} />;
}
