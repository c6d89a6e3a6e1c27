/**
 * After `gatsby build`: the files that tell hosts how to serve the site, and compressed copies.
 *
 * 1. hash each page's inline scripts (refusing any Gatsby did not write) into its policy;
 * 2. write public/_headers (Netlify, Cloudflare Pages), and nginx's configuration with the per-page
 *    policies it includes;
 * 3. write robots.txt, which names the sitemap at the configured site address;
 * 4. pre-compress every text file (gzip and brotli), again only where its content changed.
 */
import fs from "fs/promises";
import type { CmsBackend } from "../cms/backend";
import path from "path";
import { precompress, removeOrphanCopies, type CompressionTotals } from "./compress";
import { inlineScriptHashes } from "./csp";
import { filesUnder } from "./files";
import { ADMIN_PREFIX, sitePolicy } from "./headers";
import { renderHeadersFile } from "./headers-file";
import { CSP_MAP_FILE, NGINX_CONF_FILE, renderCspMap, renderNginxConfig } from "./nginx";

export type HostingInput = {
  publicDir: string;
  siteUrl: string;
  /** The content file a route is built from, named in errors ("content/coffee/index.md"). */
  sourceOf: (route: string) => string | undefined;
  /** Where the CMS saves: its page's policy depends on it. */
  cms: CmsBackend;
  /** Where to remember what was compressed, between builds (in .cache/). */
  compressionMemo?: string;
};

/** "coffee/index.html" -> "/coffee", "index.html" -> "/", "404.html" -> "/404.html". */
export function routeOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`;
}

export async function writeHostingFiles({ publicDir, siteUrl, sourceOf, cms, compressionMemo }: HostingInput): Promise<CompressionTotals> {
  await removeOrphanCopies(publicDir);
  const files = await filesUnder(publicDir);
  const htmlFiles = files.filter((file) => file.endsWith(".html") && !`/${file}`.startsWith(ADMIN_PREFIX));
  const pages = await Promise.all(
    htmlFiles.map(async (file) => {
      const route = routeOf(file);
      const where = `public/${file} (the page at ${route}, built from ${sourceOf(route) ?? "a template in src/"})`;
      const html = await fs.readFile(path.join(publicDir, file), "utf8");
      return { file, route, policy: sitePolicy(inlineScriptHashes(html, where)) };
    }),
  );

  await fs.mkdir(path.dirname(path.join(publicDir, CSP_MAP_FILE)), { recursive: true });
  await fs.writeFile(path.join(publicDir, CSP_MAP_FILE), renderCspMap(pages));
  await fs.writeFile(path.join(publicDir, NGINX_CONF_FILE), renderNginxConfig(cms));
  await fs.writeFile(path.join(publicDir, "_headers"), renderHeadersFile(files, pages, cms));
  await fs.writeFile(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nDisallow: ${ADMIN_PREFIX}\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
  return precompress(publicDir, compressionMemo);
}
