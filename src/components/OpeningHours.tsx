/** The regular week, and the "open now" line, written empty in a space kept for it, with what the island needs to fill it. */
import { Fragment } from "react";
import * as styles from "./OpeningHours.module.css";
import { stillAhead, weekLines } from "../lib/hours";
import { cafeZone } from "../lib/zone";
import { island } from "../islands/islands";
import type { OpenNowProps } from "../islands/open-now";

/** HOME writes each line "Monday-Sunday, 7am-6pm"; MIDTOWN CAFE puts the times under the days. */
export function HoursList({ hours, stacked = false }: { hours: Queries.CafeHoursFragment; stacked?: boolean }) {
  const lines = weekLines(hours.hours);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={line.days}>
          {index > 0 && <br />}
          {line.days}
          {stacked ? <br /> : ", "}
          {line.time ?? hours.hoursWords.closedDay}
        </Fragment>
      ))}
    </>
  );
}

export function OpenNow({ hours, today }: { hours: Queries.CafeHoursFragment; today: string }) {
  const { closedDay, ...words } = hours.hoursWords;
  const props: OpenNowProps = {
    hours: hours.hours,
    specialDates: stillAhead(hours.specialDates, today),
    timeZone: hours.timeZone,
    zone: cafeZone(hours.timeZone, today),
    words,
  };
  return <p className={styles.openNow} aria-live="polite" data-open-now="" data-hours={JSON.stringify(props)} {...island("open-now")} />;
}
