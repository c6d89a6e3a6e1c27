/**
 * Gatsby Node APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 *
 * The table of pages (PAGES in src/schema/schema.ts) wires each content file to its page:
 * content/<folder>/index.md becomes a node of the file's GraphQL type, and one route rendered by its
 * template. The hooks hand the parts to the folders that do the work: the content model (src/schema),
 * the CMS at /admin/ (src/cms), the files for hosts (src/hosting), and the few workarounds around
 * Gatsby's own behaviour (src/gatsby-workarounds).
 */
import path from "path";
import type { GatsbyNode, Node, Store } from "gatsby";
import { contentFiles, PAGES, type PageRow } from "./src/schema/schema";
import { graphqlTypeDefs, menuResolvers, menuTypeDefs } from "./src/schema/graphql-types";
import { checkFileNode, failOnProblems } from "./src/schema/gatsby-checks";
import { currentBackend } from "./src/cms/backend";
import { publishAdmin, serveAdminPage } from "./src/cms/publish";
import { runDev404QueryFirst } from "./src/gatsby-workarounds/dev-404-query";
import { acceptHeic, resolveUprightPhotos } from "./src/gatsby-workarounds/upright-photos";
import {
  currentStylesheets,
  oldStylesMessage,
  pagesWithOldStyles,
  stylesheetsInRendererHash,
} from "./src/gatsby-workarounds/styles-in-pages";
import { fallbackFaces } from "./src/styles/fallback-faces";
import { filesUnder } from "./src/hosting/files";
import { fileOfRoute, HOST_FILES, movePagesToFiles, movePagesToFolders, writeHostingFiles } from "./src/hosting/after-build";
import type { PageContext } from "./src/templates/page-context";
import { cafeClock } from "./src/lib/hours";
import { CAFE_FACTS_QUERY, cafeJsonLdText, type CafeFacts } from "./src/lib/structuredData";
import { buildIslands } from "./src/islands/build";
import type { IslandBundles } from "./src/islands/islands";
import { putBackAside, setAsideUnused } from "./src/gatsby-workarounds/static-pages";

type PageNode = { id: string; path?: string };

const folderOf = (entry: PageRow) => path.posix.dirname(entry.content.file);
const fileOf = (entry: PageRow) => `content/${entry.content.file}`;
const listName = (entry: PageRow) => `all${entry.content.typeName}`;
/** A page's address: its file's `path` field, or the fixed address of a page that has none. */
const routeOf = (entry: PageRow, node: { path?: string }) => entry.fixedPath ?? node.path ?? "";

type Found = { entry: PageRow; nodes: PageNode[] };
type SiteMetadata = { siteMetadata: { siteUrl: string } };
const SITE_URL_QUERY = "site { siteMetadata { siteUrl } }";
type Graphql = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

/** The one page-list query: each page file's node(s), with the site facts a hook asks for alongside. */
async function queryPages<Extra>(graphql: Graphql, extra: string): Promise<{ found: Found[]; data: Extra } | undefined> {
  // A page with a fixed address has no path field to ask for.
  const fieldsOf = (entry: PageRow) => `id ${entry.fixedPath ? "" : "path"}`;
  const lists = PAGES.map((entry) => `${listName(entry)} { nodes { ${fieldsOf(entry)} } }`).join("\n");
  const result = await graphql<Record<string, { nodes: Found["nodes"] }> & Extra>(`{ ${extra}\n${lists} }`);
  if (result.errors || !result.data) return undefined;
  const data = result.data;
  return { found: PAGES.map((entry) => ({ entry, nodes: data[listName(entry)]?.nodes ?? [] })), data };
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([graphqlTypeDefs(contentFiles), menuTypeDefs].join("\n\n"));
};

/** Phones' photographs (sideways, HEIC, very large) reach the image plugin upright and decodable (src/gatsby-workarounds). */
acceptHeic();
export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  resolveUprightPhotos(args);
  (args.createResolvers as (resolvers: object) => void)(menuResolvers(PAGES));
};

/**
 * Checks every content file as it is read (and re-read when saved under `gatsby develop`), and turns
 * content/<folder>/index.md into a node of that page's type, linked to its Markdown body.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, getNode, actions, createNodeId, createContentDigest, reporter }) => {
  if (node.internal.type === "File") await checkFileNode(node, reporter);
  if (node.internal.type !== "MarkdownRemark") return;
  const file = node.parent ? getNode(node.parent) : undefined;
  const folder = typeof file?.relativeDirectory === "string" ? file.relativeDirectory : "";
  const entry = PAGES.find((page) => folderOf(page) === folder);
  if (file?.name !== "index" || !entry) return;

  const typeName = entry.content.typeName;
  const frontmatter = (node as Node & { frontmatter?: Record<string, unknown> }).frontmatter ?? {};
  const fields = { ...frontmatter, body: node.id };
  const pageNode = {
    ...fields,
    id: createNodeId(`${typeName} ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: typeName, contentDigest: createContentDigest(fields) },
  };
  void actions.createNode(pageNode);
  actions.createParentChildLink({ parent: node, child: pageNode });
};

/**
 * One route per page file; each template looks its page up by id and names its file in errors. Every
 * page also gets the cafe's date, the site's address and the business as JSON-LD (made once for all pages).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  failOnProblems(reporter);
  const result = await queryPages<CafeFacts & { clock: { timeZone: string } }>(
    graphql,
    `clock: siteYaml { timeZone }\n${CAFE_FACTS_QUERY}`,
  );
  if (!result) {
    reporter.panicOnBuild("Could not read the page files in content/.");
    return;
  }
  const today = cafeClock(new Date(), result.data.clock.timeZone).date;
  const siteUrl = result.data.site.siteMetadata.siteUrl;
  let jsonLd = "";
  try {
    jsonLd = cafeJsonLdText(result.data, today);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  const routes = new Map<string, string>();
  for (const { entry, nodes } of result.found) {
    const page = nodes[0];
    if (nodes.length !== 1 || !page) {
      reporter.panicOnBuild(`${fileOf(entry)}: expected exactly one page file here, found ${nodes.length}.`);
      continue;
    }
    const route = routeOf(entry, page);
    const taken = routes.get(route);
    if (taken)
      reporter.panicOnBuild(`${fileOf(entry)}: field "path" is "${route}", the address of ${taken} too; expected an address of its own.`);
    routes.set(route, fileOf(entry));
    const context: PageContext = { id: page.id, file: fileOf(entry), today, siteUrl, jsonLd };
    actions.createPage({ path: route, component: path.resolve("src/templates", `${entry.template}.tsx`), context });
  }
};

/** What these hooks read of Gatsby's state (its `Store` type declares getState as a bare Function). */
type GatsbyState = { program: { directory: string }; pages: Parameters<typeof runDev404QueryFirst>[1] };
const stateOf = (store: Store) => (store as unknown as { getState(): GatsbyState }).getState();

/** The project's folder, and the built site's in it. */
const projectDirOf = (store: Store): string => stateOf(store).program.directory;
const publicDirOf = (store: Store) => path.join(projectDirOf(store), "public");

/**
 * /admin/: the CMS's page, forms, bundle and page previews, in build and develop. Under develop, also
 * the development 404 page's query among the first to run (src/gatsby-workarounds/dev-404-query.ts).
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ store, reporter, emitter }) => {
  runDev404QueryFirst(process.env.gatsby_executing_command, stateOf(store).pages, emitter);
  try {
    await publishAdmin(projectDirOf(store), currentBackend());
  } catch (error) {
    reporter.panicOnBuild(`The CMS at /admin/ cannot be set up: ${(error as Error).message}`);
  }
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  serveAdminPage(app as Parameters<typeof serveAdminPage>[0], projectDirOf(store), currentBackend());
};

/** The islands of this build (onPreBuild), for the HTML renderer. */
let islands: IslandBundles | undefined;

/**
 * The site's stylesheets get the house typeface's fallback faces before Gatsby's own CSS steps
 * (src/styles/fallback-faces.ts). The HTML renderer, built after the browser bundle: its chunk hashes
 * include the names of the stylesheets, so pages are written again when only the styles changed
 * (src/gatsby-workarounds), and it knows the islands' addresses and the dated script (src/islands), so a
 * change to them writes every page.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, loaders, plugins, store }) => {
  // Gatsby's own postcss-loader, as its CSS rules use it.
  const { loader } = (loaders.postcss as () => { loader: string })();
  const postcss = { loader, options: { postcssOptions: { plugins: [fallbackFaces()] } } };
  actions.setWebpackConfig({
    module: { rules: [{ test: /\.css$/, include: path.join(projectDirOf(store), "src"), enforce: "pre", use: [postcss] }] },
  });
  if (stage !== "build-html") return;
  // Gatsby's types declare its plugin helpers as bare Functions.
  const { define } = plugins as unknown as { define: (constants: Record<string, string>) => object };
  const constants = islands ? [define({ __ISLANDS__: JSON.stringify(islands) })] : [];
  actions.setWebpackConfig({ plugins: [stylesheetsInRendererHash(publicDirOf(store)), ...constants] });
};

/** After the build: the pages as files the hosts serve at their exact address, _headers, robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const result = await queryPages<{ site: SiteMetadata }>(graphql, SITE_URL_QUERY);
  if (!result) {
    reporter.panicOnBuild("Could not read the pages for the host configuration.");
    return;
  }
  const routes: string[] = [];
  const sources = new Map<string, string>();
  for (const { entry, nodes } of result.found) {
    // The page for unknown addresses: Gatsby writes it as 404.html, which the hosts serve as such.
    if (entry.fixedPath) sources.set(`${entry.fixedPath.slice(1)}.html`, fileOf(entry));
    for (const node of entry.fixedPath ? [] : nodes) {
      routes.push(routeOf(entry, node));
      sources.set(fileOfRoute(routeOf(entry, node)), fileOf(entry));
    }
  }

  const publicDir = publicDirOf(store);
  try {
    await movePagesToFiles(publicDir, routes);
    const current = currentStylesheets(publicDir);
    const stale = pagesWithOldStyles(
      publicDir,
      (await filesUnder(publicDir)).filter((file) => file.endsWith(".html")),
      current,
    );
    if (stale.length > 0) throw new Error(oldStylesMessage(stale, current));
    setAsideUnused(
      projectDirOf(store),
      (await filesUnder(publicDir)).filter((file) => !HOST_FILES.includes(file)),
    );

    await writeHostingFiles({
      publicDir,
      siteUrl: result.data.site.siteMetadata.siteUrl,
      routes,
      sourceOf: (file) => sources.get(file),
      cms: currentBackend(),
    });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

/**
 * Before the build: what the last one moved put back where Gatsby left it (the pages into their folders,
 * src/hosting/after-build.ts; the files no page used, src/gatsby-workarounds/static-pages.ts), and the islands.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ store }) => {
  putBackAside(projectDirOf(store));
  await movePagesToFolders(publicDirOf(store), [...stateOf(store).pages.keys()]);
  islands = await buildIslands(projectDirOf(store));
};
