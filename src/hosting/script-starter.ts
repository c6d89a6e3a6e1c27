/**
 * Every page is complete HTML and works without JavaScript, so the scripts that hydrate it wait until
 * the page and its first photographs have loaded and are on screen. On a slow phone the content gets
 * the whole connection and processor first; the behaviour (carousel, menu button, instant page changes)
 * follows a moment later.
 *
 * After `gatsby build`, each page's <script src="..." async> tags (written by Gatsby at the end of the
 * body) are replaced by one small inline starter that adds the same scripts, in the same order. It
 * waits for the load event, and then for the browser to report that the page's first text and the
 * photograph it is judged by (the <img> with an `elementtiming` attribute, if it is in view) have been
 * shown (Paint Timing and Element Timing). The next frame after the load event is not enough: on a
 * busy processor the first frame can reach the screen a second later, and scripts started before that
 * hold it back further. Where the browser cannot report paints, the starter waits for the next frame
 * as before; and it never waits more than three seconds after load. Its hash goes into the page's
 * policy like Gatsby's other inline scripts (see csp.ts).
 */
import { JUDGED_PHOTO } from "../lib/photo";

export const SCRIPT_STARTER_ID = "script-starter";

/** The longest the starter waits after the load event for the paints it is told about. */
export const LONGEST_WAIT_MS = 3000;

const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/**
 * The inline code that adds a <script> for each of `sources` once the page has loaded and its first
 * text and judged photograph are on screen. ES5, so that every browser runs it.
 */
export function scriptStarter(sources: readonly string[]): string {
  return (
    "(function(s,w,d){var t=0;" +
    'function go(){if(!t){t=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;d.body.appendChild(e)})}}' +
    'w.addEventListener("load",function(){' +
    "var P=w.PerformanceObserver,k=P&&P.supportedEntryTypes||[]," +
    `i=d.querySelector('img[elementtiming="${JUDGED_PHOTO}"]'),f=0,p=!i||i.getBoundingClientRect().top>=w.innerHeight,o;` +
    'if(k.indexOf("paint")<0||k.indexOf("element")<0)return w.requestAnimationFrame(function(){w.setTimeout(go)});' +
    'o=new P(function(l){l.getEntries().forEach(function(e){if(e.name=="first-contentful-paint")f=1;' +
    `if(e.identifier=="${JUDGED_PHOTO}")p=1});if(f&&p){o.disconnect();w.setTimeout(go)}});` +
    'o.observe({type:"paint",buffered:true});o.observe({type:"element",buffered:true});' +
    `w.setTimeout(go,${LONGEST_WAIT_MS})` +
    `})})(${JSON.stringify(sources)},window,document);`
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
