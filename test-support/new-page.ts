/**
 * Adds a page to a copy of the project the way docs/architecture.md tells a developer to: its content
 * file, its fields and one row in the table of pages (src/schema/schema.ts), and its template.
 * Nothing else is touched: the menu, the CMS's form and its preview must follow from the row.
 */
import fs from "fs";
import path from "path";

export const NEW_PAGE = {
  folder: "events",
  path: "/events",
  menuLabel: "EVENTS",
  heading: "Cuppings and classes",
  paragraph: "Join a public cupping on the first Saturday of each month.",
  typeName: "EventsPage",
};

const CONTENT = `---
path: ${NEW_PAGE.path}
menuLabel: ${NEW_PAGE.menuLabel}
title: Events
description: Cuppings and brewing classes at the cafe.
heading: ${NEW_PAGE.heading}
---
${NEW_PAGE.paragraph}
`;

const DECLARATION = `export const eventsFile = {
  file: "events/index.md",
  typeName: "${NEW_PAGE.typeName}",
  label: "Events page",
  body: body("The text under the heading."),
  fields: { ...pageFields, ...menuFields, heading: text("Heading") },
} satisfies FileSchema;

`;

const TEMPLATE = `import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout, PageHeading, Prose, Section } from "../components/Layout";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";
import type { PageContext } from "../lib/page-context";

export default function EventsPage({ data, location, pageContext: { file } }: PageProps<Queries.EventsPageQuery, PageContext>) {
  const page = required(data.page, file);
  return (
    <Layout site={required(data.site, "content/site/site.yaml")} currentPath={location.pathname}>
      <Section narrow>
        <PageHeading>{page.heading}</PageHeading>
        <Prose html={required(page.body.html, file)} />
      </Section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.EventsPageQuery, PageContext> = ({ data, pageContext }) => (
  <Seo site={required(data.site, "content/site/site.yaml")} page={required(data.page, pageContext.file)} context={pageContext} />
);

export const query = graphql\`
  query EventsPage($id: String!) {
    site: siteYaml {
      ...SeoFields
    }
    page: eventsPage(id: { eq: $id }) {
      path
      title
      description
      heading
      body {
        html
      }
    }
  }
\`;
`;

/** Inserts `text` before the first `marker` in `file`, failing loudly if the marker has gone. */
function insertBefore(file: string, marker: string, text: string): void {
  const source = fs.readFileSync(file, "utf8");
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`${file}: "${marker}" not found; update test-support/new-page.ts with docs/architecture.md`);
  fs.writeFileSync(file, source.slice(0, at) + text + source.slice(at));
}

export function addPage(dir: string): void {
  fs.mkdirSync(path.join(dir, "content", NEW_PAGE.folder), { recursive: true });
  fs.writeFileSync(path.join(dir, "content", NEW_PAGE.folder, "index.md"), CONTENT);
  const schema = path.join(dir, "src", "schema", "schema.ts");
  insertBefore(schema, "/**\n * Every page of the site", DECLARATION);
  insertBefore(schema, "  { content: notFoundFile", '  { content: eventsFile, template: "events" },\n');
  fs.writeFileSync(path.join(dir, "src", "templates", "events.tsx"), TEMPLATE);
}
