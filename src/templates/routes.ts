/**
 * The site's pages from the table of pages (PAGES): each row's content file gives one page at its `path`
 * field, or the row's fixed address; and what every page's context carries besides.
 */
import { PAGES, type PageRow } from "../schema/schema";
import { displayName } from "../schema/content-file";
import { cafeClock } from "../lib/zone";
import type { PageContext } from "../lib/page-context";
import { pageColor } from "../styles/page-color";

export type PageRoute = {
  /** `fixed`: the address is the row's own (the 404 page's), not the file's. */
  route: string;
  fixed: boolean;
  file: string;
  id: string;
  template: string;
};

type Graphql = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;
type PageNode = { id: string; path?: string };

const listName = (row: PageRow) => `all${row.content.typeName}`;

export async function pageRoutes(graphql: Graphql): Promise<PageRoute[]> {
  // A page with a fixed address has no path field to ask for.
  const lists = PAGES.map((row) => `${listName(row)} { nodes { id ${row.fixedPath ? "" : "path"} } }`).join("\n");
  const result = await graphql<Record<string, { nodes: PageNode[] }>>(`{ ${lists} }`);
  if (result.errors || !result.data) throw new Error("Could not read the page files in content/.");
  const problems: string[] = [];
  const routes: PageRoute[] = [];
  for (const row of PAGES) {
    const file = displayName(row.content.file);
    const nodes = result.data[listName(row)]?.nodes ?? [];
    const node = nodes[0];
    if (nodes.length !== 1 || !node) {
      problems.push(`${file}: expected exactly one page file here, found ${nodes.length}.`);
      continue;
    }
    const route = row.fixedPath ?? node.path ?? "";
    const taken = routes.find((page) => page.route === route);
    if (taken) problems.push(`${file}: field "path" is "${route}", the address of ${taken.file} too; expected an address of its own.`);
    routes.push({ route, fixed: Boolean(row.fixedPath), file, id: node.id, template: row.template });
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return routes;
}

export async function sharedContext(graphql: Graphql, projectDir: string): Promise<Omit<PageContext, "id" | "file">> {
  type Answer = { site: { siteMetadata: { siteUrl: string } }; siteYaml: { timeZone: string } };
  const result = await graphql<Answer>("{ site { siteMetadata { siteUrl } } siteYaml { timeZone } }");
  if (result.errors || !result.data) throw new Error("Could not read content/site/site.yaml.");
  const today = cafeClock(new Date(), result.data.siteYaml.timeZone).date;
  return { today, siteUrl: result.data.site.siteMetadata.siteUrl, themeColor: pageColor(projectDir) };
}
