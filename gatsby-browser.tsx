/**
 * Browser hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 * Only `gatsby develop` runs these: the built pages carry none of Gatsby's runtime. There, Gatsby draws
 * each page in the browser, and the islands (src/islands) then start on it as they do on a built page.
 */
import type { GatsbyBrowser } from "gatsby";
import { ISLANDS, type IslandName } from "./src/islands/islands";
import { start, type Enhance } from "./src/islands/start";
import { enhance as menu } from "./src/islands/menu";
import { enhance as openNow } from "./src/islands/open-now";
import { enhance as carousel } from "./src/islands/carousel";
import { enhance as directions } from "./src/islands/directions";
import { enhance as nextPage } from "./src/islands/next-page";
import { applyPageDates } from "./src/islands/dated-head-script";

/** Every island, by name: a new one in ISLANDS that is missing here fails the type check. */
const ENHANCE: Record<IslandName, Enhance> = { menu, "open-now": openNow, carousel, directions, "next-page": nextPage };

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  for (const name of ISLANDS) start(name, ENHANCE[name]);
  // The page's <head> is drawn after its body.
  setTimeout(applyPageDates);
};
