/**
 * Gatsby Node APIs (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/), each a few lines
 * handing the work to the folder that does it. The table of pages (PAGES, src/schema/schema.ts) turns
 * each content/<folder>/index.md into a node of its file's type and a route drawn by its template.
 */
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { PAGES } from "./src/schema/schema";
import { pageRoutes, sharedContext } from "./src/templates/routes";
import { graphqlTypeDefs, menuResolvers } from "./src/schema/graphql-types";
import { checkFileNode, failOnProblems } from "./src/schema/gatsby-checks";
import { editorBackend } from "./editor/admin/backend";
import { editorPolicy } from "./editor/admin/policy";
import { writeAdminFolder, serveAdminPage } from "./editor/admin/admin-folder";
import { stylesheetsInRendererHash } from "./src/workarounds/styles-in-pages";
import { acceptHeic, resolveUprightPhotos } from "./src/photos/upright-photos";
import { fallbackFaces } from "./src/styles/fallback-faces";
import { buildInfo, writeSiteFolder } from "./src/hosting/site-folder";
import { buildIslands } from "./src/islands/build";

/** gatsby-cli takes the working directory as the site's. */
const projectDir = process.cwd();

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs());
};

/** Phones' photographs reach the image plugin upright and decodable (src/photos). */
acceptHeic();
export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  resolveUprightPhotos(args);
  (args.createResolvers as (resolvers: object) => void)(menuResolvers());
};

/** Checks every content file as it is read (again when saved under develop); a page's Markdown becomes its type's node. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, getNode, actions, createNodeId, createContentDigest, reporter }) => {
  if (node.internal.type === "File") await checkFileNode(node, reporter);
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const relativePath = getNode(node.parent)?.relativePath;
  const entry = PAGES.find((row) => row.content.file === relativePath);
  if (!entry) return;

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

/** One page a row of the table, at its file's address, drawn by its template (src/templates/routes.ts). */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  failOnProblems(reporter);
  try {
    const shared = await sharedContext(graphql, projectDir);
    for (const { route, id, file, template } of await pageRoutes(graphql)) {
      actions.createPage({ path: route, component: path.resolve("src/templates", `${template}.tsx`), context: { id, file, ...shared } });
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

/** Under develop only: the CMS at /admin/, in public/. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, cache, reporter }) => {
  const backend = editorBackend("develop");
  try {
    await writeAdminFolder(projectDir, backend, cache.directory);
  } catch (error) {
    reporter.error(`The CMS at /admin/ cannot be set up: ${(error as Error).message}`);
  }
  serveAdminPage(app as Parameters<typeof serveAdminPage>[0], projectDir, backend);
};

/**
 * The house typeface's fallback faces, before Gatsby's own CSS steps (src/styles). The HTML renderer's
 * chunk hashes take the stylesheets' names (src/workarounds) and the islands, built here before any page,
 * so a change to either writes every page again.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ stage, actions, loaders, plugins }) => {
  const postcss = (loaders.postcss as (options: object) => object)({ plugins: [fallbackFaces()] });
  actions.setWebpackConfig({
    module: { rules: [{ test: /\.css$/, include: path.join(projectDir, "src"), enforce: "pre", use: [postcss] }] },
  });
  if (stage !== "build-html") return;
  const islands = await buildIslands(projectDir);
  // Gatsby's types declare its plugin helpers as bare Functions.
  const { define } = plugins as unknown as { define: (constants: Record<string, string>) => object };
  actions.setWebpackConfig({
    plugins: [stylesheetsInRendererHash(path.join(projectDir, "public")), define({ __ISLANDS__: JSON.stringify(islands) })],
  });
};

/** After the build: dist/, written afresh from public/ (src/hosting), with the CMS at /admin/. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, cache, reporter }) => {
  try {
    const pages = await pageRoutes(graphql);
    const { siteUrl } = await sharedContext(graphql, projectDir);
    const editor = editorBackend("build");
    const siteDir = await writeSiteFolder({ projectDir, siteUrl, pages, adminPolicy: editorPolicy(editor), build: buildInfo(projectDir) });
    await writeAdminFolder(projectDir, editor, cache.directory, siteDir);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
