/**
 * Browser hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 * Only `gatsby develop` runs these: the built pages carry none of Gatsby's runtime. There, Gatsby draws
 * each page in the browser, and the islands (src/islands) then start on it as they do on a built page.
 */
import type { GatsbyBrowser } from "gatsby";
import { start } from "./src/islands/start";
import { enhance as menu } from "./src/islands/menu";
import { enhance as openNow } from "./src/islands/open-now";
import { enhance as carousel } from "./src/islands/carousel";
import { applyPageDates } from "./src/islands/dated";

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  start("menu", menu);
  start("open-now", openNow);
  start("carousel", carousel);
  // The page's <head> is drawn after its body.
  setTimeout(applyPageDates);
};
