/**
 * Gatsby Node APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 *
 * content/<page>/index.md  ->  a typed node per page (HomePage, CoffeePage, ...)  ->  one route each.
 *
 * Every content file and field is declared once, in src/node/content-schema.ts: the GraphQL types and
 * the content checks (which fail the build with an editor-friendly message) both come from there.
 */
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { contentFiles, pageFiles } from "./src/node/content-schema";
import { graphqlTypeDefs } from "./src/node/graphql-types";
import { checkFileNode, failOnProblems } from "./src/node/content-checks";
import { copyAdminBundle, serveAdminPage } from "./src/node/admin-bundle";
import { openingHours } from "./src/lib/hours";
import { writeHostingFiles } from "./src/node/hosting";

/** The page files and the GraphQL type each becomes, keyed by their folder under content/. */
const PAGE_TYPES = new Map(pageFiles.map((schema) => [path.posix.dirname(schema.file), schema.typeName]));
const PAGE_KEYS = [...PAGE_TYPES.keys()];

/** Pages that are not in the navigation: the page shown for an unknown address. */
const OFF_NAV: readonly string[] = ["not-found"];
const NOT_FOUND_PATH = "/404";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(contentFiles));
};

/**
 * Checks every content file as it is read (and re-read when saved under `gatsby develop`), and turns
 * content/<page>/index.md into a node of that page's type, linked to its Markdown body.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type === "File") await checkFileNode(node, reporter);
  if (node.internal.type !== "MarkdownRemark") return;
  const file = node.parent ? getNode(node.parent) : undefined;
  const folder = typeof file?.relativeDirectory === "string" ? file.relativeDirectory : "";
  const typeName = PAGE_TYPES.get(folder);
  if (file?.name !== "index" || !typeName) return;

  const frontmatter = (node as Node & { frontmatter?: Record<string, unknown> }).frontmatter ?? {};
  const fields = { ...frontmatter, body: node.id };
  const pageNode = {
    ...fields,
    id: createNodeId(`${typeName} ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: typeName, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(pageNode);
  actions.createParentChildLink({ parent: node, child: pageNode as unknown as Node });
};

type PageList = { nodes: { id: string; path: string }[] };

/** One route per page file; each template looks its page up by id. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  failOnProblems(reporter);
  const keys = PAGE_KEYS;
  const listName = (key: string) => `all${PAGE_TYPES.get(key)}`;
  const result = await graphql<
    Record<string, PageList> & { siteYaml: { nav: { path: string }[]; hours: { days: string; time: string } } }
  >(`{
    siteYaml { nav { path } hours { days time } }
    ${keys.map((key) => `${listName(key)} { nodes { id path } }`).join("\n")}
  }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the page files in content/.", result.errors);
    return;
  }
  const data = result.data;
  const navPaths = data.siteYaml.nav.map((item) => item.path);
  try {
    openingHours(data.siteYaml.hours);
  } catch (error) {
    reporter.panicOnBuild(`content/site/site.yaml: ${(error as Error).message}`);
  }

  for (const key of keys) {
    const nodes = data[listName(key)]?.nodes ?? [];
    const page = nodes[0];
    if (nodes.length !== 1 || !page) {
      reporter.panicOnBuild(`content/${key}/index.md: expected exactly one page file here, found ${nodes.length}.`);
      continue;
    }
    if (OFF_NAV.includes(key)) {
      if (page.path !== NOT_FOUND_PATH) {
        reporter.panicOnBuild(`content/${key}/index.md: field "path" must be "${NOT_FOUND_PATH}" (hosts serve it for unknown addresses).`);
      }
    } else if (!navPaths.includes(page.path)) {
      reporter.panicOnBuild(
        `content/${key}/index.md: field "path" is "${page.path}", but content/site/site.yaml has no "nav" entry ` +
          `with that path (expected one of ${navPaths.join(", ")}).`,
      );
    }
    actions.createPage({
      path: page.path,
      component: path.resolve(`src/templates/${key}.tsx`),
      context: { id: page.id },
    });
  }
};

/** /admin/: Decap CMS's own bundle beside static/admin/ (under `gatsby develop` too). */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  copyAdminBundle(store.getState().program.directory);
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  serveAdminPage(app, store.getState().program.directory);
};

/** After the build: host header files with each page's script hashes, robots.txt, compressed copies. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const keys = PAGE_KEYS;
  const result = await graphql<Record<string, PageList> & { site: { siteMetadata: { siteUrl: string } } }>(`{
    site { siteMetadata { siteUrl } }
    ${keys.map((key) => `all${PAGE_TYPES.get(key)} { nodes { id path } }`).join("\n")}
  }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages for the host configuration.", result.errors);
    return;
  }
  const data = result.data;
  const sources = new Map<string, string>();
  for (const key of keys) {
    for (const node of data[`all${PAGE_TYPES.get(key)}`]?.nodes ?? []) sources.set(node.path, `content/${key}/index.md`);
  }
  const notFound = sources.get(NOT_FOUND_PATH);
  if (notFound) sources.set(`${NOT_FOUND_PATH}.html`, notFound);

  const { program } = store.getState() as { program: { directory: string } };
  try {
    const totals = await writeHostingFiles({
      publicDir: path.join(program.directory, "public"),
      siteUrl: data.site.siteMetadata.siteUrl,
      sourceOf: (route) => sources.get(route),
    });
    reporter.info(
      `Pre-compressed ${totals.files} text files: ${totals.original} bytes, gzip ${totals.gzip}, brotli ${totals.brotli}.`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
