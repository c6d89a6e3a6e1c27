/**
 * Every page is complete HTML and works without JavaScript, so the scripts that hydrate it wait until
 * the page and its first photographs have loaded and been painted. On a slow phone the content gets the
 * whole connection and processor first; the behaviour (carousel, menu button, instant page changes)
 * follows a moment later.
 *
 * After `gatsby build`, each page's <script src="..." async> tags (written by Gatsby at the end of the
 * body) are replaced by one small inline starter that adds the same scripts, in the same order, once the
 * load event has fired and the next frame has been painted. Its hash goes into the page's policy like
 * Gatsby's other inline scripts (see csp.ts).
 */
export const SCRIPT_STARTER_ID = "script-starter";

const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/** The inline code that adds a <script> for each of `sources` after the load event and the next paint. */
export function scriptStarter(sources: readonly string[]): string {
  return (
    `addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;document.body.appendChild(e)})` +
    `})})});`
  );
}

/**
 * `html` with its async script tags replaced by the starter, placed where the last of them stood.
 * Throws, naming `where`, if the page has neither those tags nor the starter: Gatsby always writes them,
 * so their absence means its markup changed and the site would silently stop hydrating.
 */
export function startScriptsAfterLoad(html: string, where: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  // A page Gatsby did not rewrite in this build was already converted by the previous one.
  if (sources.length === 0 && html.includes(`<script id="${SCRIPT_STARTER_ID}">`)) return html;
  if (sources.length === 0) {
    throw new Error(`${where}: found no <script src="..." async> tags to start after load; expected Gatsby's.`);
  }
  let remaining = sources.length;
  return html.replace(ASYNC_SCRIPT, () => {
    remaining -= 1;
    return remaining > 0 ? "" : `<script id="${SCRIPT_STARTER_ID}">${scriptStarter(sources)}</script>`;
  });
}
