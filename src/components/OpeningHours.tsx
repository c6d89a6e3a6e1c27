/**
 * The opening hours where a page shows them: the regular week in as few lines as it takes, and under it
 * the "open now" line, which only the browser can know. It is worked out on the cafe's clock after the
 * page has loaded, in a space kept free for it from the start so nothing moves, and read out politely
 * once when it appears; later changes (the cafe closing while the page is open) update it silently.
 */
import React, { useEffect, useState } from "react";
import * as styles from "./OpeningHours.module.css";
import { cafeClock, openLine, openStatus, weekLines, type ZoneTable } from "../lib/hours";

/** The hours as queried, and the build's table of the zone's offsets (absent in the CMS preview). */
export type CafeHours = Queries.CafeHoursFragment & { zone?: ZoneTable };

/** HOME writes each line "Monday-Sunday, 7am-6pm"; MIDTOWN CAFE puts the times under the days. */
export function HoursList({ hours, stacked = false }: { hours: CafeHours; stacked?: boolean }) {
  const lines = weekLines(hours.hours);
  return (
    <>
      {lines.map((line, index) => (
        <React.Fragment key={line.days}>
          {index > 0 && <br />}
          {line.days}
          {stacked ? <br /> : ", "}
          {line.time ?? hours.hoursWords.closed}
        </React.Fragment>
      ))}
    </>
  );
}

/** How long the line stays a live region after it first appears: long enough to be read out once. */
const ANNOUNCE_MS = 1500;

export function OpenNow({ hours }: { hours: CafeHours }) {
  const [line, setLine] = useState("");
  const [live, setLive] = useState(true);
  useEffect(() => {
    let timer = 0;
    const update = () => {
      const now = new Date();
      setLine(openLine(openStatus(hours.hours, hours.specialDates, cafeClock(now, hours.timeZone, hours.zone)), hours.hoursWords));
      // Again at the start of the next minute, when the cafe may have opened or closed.
      timer = window.setTimeout(update, 60_000 - (now.getTime() % 60_000) + 20);
    };
    update();
    const quiet = window.setTimeout(() => setLive(false), ANNOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(quiet);
    };
  }, [hours]);
  return (
    <p className={styles.openNow} aria-live={live ? "polite" : "off"} data-open-now="">
      {line}
    </p>
  );
}
