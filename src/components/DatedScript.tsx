/** A page's dated announcements for its <head>: their dates as JSON, and the inline script that applies them before the first paint. */
import { DATED_DATA_ID, type DatedData } from "../lib/dated";
import { scriptJson } from "../lib/script-json";
import { islandBundles } from "../islands/islands";

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
