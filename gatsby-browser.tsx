/** Browser hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/ */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Every page arrives as complete HTML, so hydration only attaches behaviour. Run it as a transition:
 * React then works in slices of a few milliseconds and yields between them, instead of holding the
 * main thread for the whole tree, so a tap or a scroll during start-up is never kept waiting.
 */
// Typed by hand: Gatsby's own type for this hook still describes React 17's `ReactDOM.render`.
export const replaceHydrateFunction =
  () =>
  (element: ReactElement, container: Element): void => {
    startTransition(() => {
      if (container.hasChildNodes()) hydrateRoot(container, element);
      else createRoot(container).render(element);
    });
  };
