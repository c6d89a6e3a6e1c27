/**
 * Gatsby Node APIs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 *
 * content/<page>/index.md  ->  a typed node per page (HomePage, CoffeePage, ...)  ->  one route each.
 *
 * Each page file gets its own GraphQL type, declared below with `@dontInfer` and `!` on the fields the
 * page needs, so a missing field fails the build and the generated `Queries.*` types are non-null.
 */
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { openingHours } from "./src/lib/hours";
import { writeHostingFiles } from "./src/node/hosting";

/** The five page files and the GraphQL type each becomes. The key is the folder under content/. */
const PAGE_TYPES = {
  home: "HomePage",
  coffee: "CoffeePage",
  midtown: "MidtownPage",
  team: "TeamPage",
  about: "AboutPage",
  "not-found": "NotFoundPage",
} as const;
type PageKey = keyof typeof PAGE_TYPES;

const isPageKey = (key: string): key is PageKey => Object.hasOwn(PAGE_TYPES, key);

/** Pages that are not in the navigation: the page shown for an unknown address. */
const OFF_NAV: readonly PageKey[] = ["not-found"];
const NOT_FOUND_PATH = "/404";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const pageFields = `
    path: String!
    title: String!
    description: String!
    body: MarkdownRemark! @link`;
  actions.createTypes(`
    type SiteYaml implements Node @dontInfer {
      name: String!
      wordmark: Wordmark!
      summary: String!
      address: PostalAddress!
      phone: String!
      email: String!
      hours: OpeningHours!
      banner: Banner!
      flagship: Flagship!
      seatingReopened: String!
      copyrightYear: Int!
      labels: FrameLabels!
      nav: [NavItem!]!
      shortName: String!
      themeColor: String!
      social: Photo!
    }
    type Wordmark { top: String!, bottom: String! }
    type PostalAddress { street: String!, city: String!, region: String!, postalCode: String!, country: String! }
    type OpeningHours { days: String!, time: String! }
    type Banner { headline: String!, offer: String! }
    type Flagship { name: String!, size: String! }
    type NavItem { label: String!, path: String! }
    type FrameLabels { skipLink: String!, menu: String!, mainNavigation: String!, announcement: String! }

    type Photo { image: File! @fileByRelativePath, alt: String! }
    type Slide { image: File! @fileByRelativePath, alt: String!, caption: String! }

    type HomePage implements Node @dontInfer {
      ${pageFields}
      hero: Photo!
      visit: HomeVisit!
    }
    type HomeVisit {
      heading: String!, addressLabel: String!, phoneLabel: String!, emailLabel: String!, hoursLabel: String!
    }

    type CoffeePage implements Node @dontInfer {
      ${pageFields}
      heading: String!
      carousel: Carousel!
    }
    type Carousel {
      label: String!
      intervalSeconds: Float!
      roleDescription: String!
      slideRoleDescription: String!
      slideLabel: String!
      controls: CarouselControls!
      slides: [Slide!]!
    }
    type CarouselControls { pause: String!, play: String!, previous: String!, next: String!, goTo: String! }

    type MidtownPage implements Node @dontInfer {
      ${pageFields}
      heading: String!
      notice: Notice!
      welcome: Section!
      gallery: Gallery!
      exterior: Photo!
      info: MidtownInfo!
    }
    type Notice { heading: String!, points: [String!]!, thanks: String! }
    type Section { heading: String! }
    type Gallery { heading: String!, photos: [Photo!]! }
    type MidtownInfo { placeLabel: String!, hoursLabel: String!, contactLabel: String! }

    type TeamPage implements Node @dontInfer {
      ${pageFields}
      heading: String!
      subheading: String!
      requirements: Requirements!
      apply: Apply!
    }
    type Requirements { heading: String!, groups: [RequirementGroup!]! }
    type RequirementGroup { name: String!, items: [String!]! }
    type Apply { heading: String!, text: String! }

    type AboutPage implements Node @dontInfer {
      ${pageFields}
      heading: String!
      photo: Photo!
    }

    type NotFoundPage implements Node @dontInfer {
      ${pageFields}
      heading: String!
      linksHeading: String!
    }
  `);
};

/** Turns content/<page>/index.md into a node of that page's type, linked to its Markdown body. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "MarkdownRemark") return;
  const file = node.parent ? getNode(node.parent) : undefined;
  const folder = typeof file?.relativeDirectory === "string" ? file.relativeDirectory : "";
  if (file?.name !== "index" || !isPageKey(folder)) return;

  const frontmatter = (node as Node & { frontmatter?: Record<string, unknown> }).frontmatter ?? {};
  const fields = { ...frontmatter, body: node.id };
  const pageNode = {
    ...fields,
    id: createNodeId(`${PAGE_TYPES[folder]} ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: PAGE_TYPES[folder], contentDigest: createContentDigest(fields) },
  };
  actions.createNode(pageNode);
  actions.createParentChildLink({ parent: node, child: pageNode as unknown as Node });
};

type PageList = { nodes: { id: string; path: string }[] };

/** One route per page file; each template looks its page up by id. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const keys = Object.keys(PAGE_TYPES) as PageKey[];
  const listName = (key: PageKey) => `all${PAGE_TYPES[key]}`;
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

/** After the build: host header files with each page's script hashes, robots.txt, compressed copies. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const keys = Object.keys(PAGE_TYPES) as PageKey[];
  const result = await graphql<Record<string, PageList> & { site: { siteMetadata: { siteUrl: string } } }>(`{
    site { siteMetadata { siteUrl } }
    ${keys.map((key) => `all${PAGE_TYPES[key]} { nodes { id path } }`).join("\n")}
  }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages for the host configuration.", result.errors);
    return;
  }
  const data = result.data;
  const sources = new Map<string, string>();
  for (const key of keys) {
    for (const node of data[`all${PAGE_TYPES[key]}`]?.nodes ?? []) sources.set(node.path, `content/${key}/index.md`);
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
