/**
 * A page's dated announcements in its <head> (src/lib/dated.ts): their dates as a JSON block, and the
 * build's inline script that applies them before the first paint. Nothing on a page without dates.
 */
import { DATED_DATA_ID, type DatedData } from "../lib/dated";
import { scriptJson } from "../lib/script-json";
import { islandBundles } from "../islands/islands";

/** For a page's <head>: its dates and the script that applies them (its text is the build's, islands.ts); nothing without dates. */
export function DatedScript({ data }: { data: DatedData | undefined }) {
  if (!data) return null;
  const script = islandBundles()?.dated;
  return (
    <>
      <script type="application/json" id={DATED_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      {script && <script dangerouslySetInnerHTML={{ __html: script }} />}
    </>
  );
}
