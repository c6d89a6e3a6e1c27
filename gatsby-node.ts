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

/** The five page files and the GraphQL type each becomes. The key is the folder under content/. */
const PAGE_TYPES = {
  home: "HomePage",
  coffee: "CoffeePage",
  midtown: "MidtownPage",
  team: "TeamPage",
  about: "AboutPage",
} as const;
type PageKey = keyof typeof PAGE_TYPES;

const isPageKey = (key: string): key is PageKey => Object.hasOwn(PAGE_TYPES, key);

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
      nav: [NavItem!]!
    }
    type Wordmark { top: String!, bottom: String! }
    type PostalAddress { street: String!, city: String!, region: String!, postalCode: String! }
    type OpeningHours { days: String!, time: String! }
    type Banner { headline: String!, offer: String! }
    type Flagship { name: String!, size: String! }
    type NavItem { label: String!, path: String! }

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
  const result = await graphql<Record<string, PageList> & { siteYaml: { nav: { path: string }[] } }>(`{
    siteYaml { nav { path } }
    ${keys.map((key) => `${listName(key)} { nodes { id path } }`).join("\n")}
  }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the page files in content/.", result.errors);
    return;
  }
  const data = result.data;
  const navPaths = data.siteYaml.nav.map((item) => item.path);

  for (const key of keys) {
    const nodes = data[listName(key)]?.nodes ?? [];
    const page = nodes[0];
    if (nodes.length !== 1 || !page) {
      reporter.panicOnBuild(`content/${key}/index.md: expected exactly one page file here, found ${nodes.length}.`);
      continue;
    }
    if (!navPaths.includes(page.path)) {
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
