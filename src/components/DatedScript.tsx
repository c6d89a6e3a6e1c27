/**
 * For <head>, on a page with dated announcements: their dates (a JSON block) and the inline script that
 * corrects the build's choice for the visitor's day before the first paint (src/islands/dated.ts; its
 * text is the build's, islands.ts). Nothing on a page whose announcements have no dates.
 */
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
