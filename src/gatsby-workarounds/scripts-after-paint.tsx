/**
 * Gatsby starts its scripts (the `_gatsby-scripts` slice it writes at the end of every page) as soon as
 * the HTML arrives, so on a slow phone they share the connection and the processor with the page's
 * first text and its judged photograph. Every page is complete HTML that works without them, so they
 * can wait: from `onPreRenderHTML` (gatsby-ssr.tsx) the slice is written inside a <template>, whose
 * contents a browser neither fetches nor runs, followed by a small inline script that adds the same
 * scripts, in the same order, once the page has loaded and its first content is on screen (at most 3 s
 * after the load event). Without JavaScript nothing changes. csp.ts hashes the inline scripts, the
 * template's included, like Gatsby's others.
 */
import { createElement, type ReactElement } from "react";
import { GATSBY_INTERNALS } from "./gatsby-internals";

export const HELD_SCRIPTS_ID = "gatsby-scripts";

/** The longest the starter waits after the load event for the first paint. */
export const LONGEST_WAIT_MS = 3000;

/**
 * ES5, so every browser runs it. Inline scripts run as they are added, before the ones with a source,
 * as Gatsby writes them (its chunk map and compilation hash first).
 */
export const SCRIPT_STARTER =
  "(function(w,d){var t=0;" +
  "function go(){if(t)return;t=1;" +
  `var c=d.getElementById("${HELD_SCRIPTS_ID}").content.querySelectorAll("script"),i,s,e;` +
  'for(i=0;i<c.length;i++){s=c[i];e=d.createElement("script");' +
  'if(s.hasAttribute("src")){e.src=s.getAttribute("src");e.async=true}else e.text=s.text;d.body.appendChild(e)}}' +
  "function later(){w.requestAnimationFrame(function(){w.setTimeout(go)})}" +
  'w.addEventListener("load",function(){var P=w.PerformanceObserver,k=P&&P.supportedEntryTypes||[];' +
  `w.setTimeout(go,${LONGEST_WAIT_MS});` +
  'if(k.indexOf("paint")<0)return later();' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})' +
  "})})(window,document);";

type Component = ReactElement<{ sliceId?: string }>;

/** The page's closing components with Gatsby's scripts held in a <template> and the starter after them. */
export function holdScriptsUntilPainted(components: readonly Component[]): ReactElement[] {
  return components.flatMap<ReactElement>((component) =>
    component.props.sliceId === GATSBY_INTERNALS.scriptsSlice
      ? [
          createElement("template", { key: HELD_SCRIPTS_ID, id: HELD_SCRIPTS_ID }, component),
          createElement("script", { key: "script-starter", dangerouslySetInnerHTML: { __html: SCRIPT_STARTER } }),
        ]
      : [component],
  );
}
