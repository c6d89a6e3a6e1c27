/**
 * The content schema as GraphQL types for `createSchemaCustomization`
 * (https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/). `@dontInfer` and `!`
 * make Typegen's `Queries.*` types non-null; `@fileByRelativePath` hands images to gatsby-plugin-image.
 */
import type { Field, ObjectField } from "./kinds";
import { contentFiles, PAGES } from "./schema";

const SCALARS = { text: "String", time: "String", int: "Int", float: "Float", boolean: "Boolean" };

function fieldType(field: Field, objects: Map<string, string>): string {
  const bang = field.optional ? "" : "!";
  switch (field.kind) {
    case "date":
      // YAML reads 2026-11-26 as a date; the pages want the same text back.
      return `Date${bang} @dateformat(formatString: "YYYY-MM-DD")`;
    case "image":
      return `File${bang} @fileByRelativePath`;
    case "list":
      return `[${fieldType({ ...field.of, optional: false }, objects)}]${bang}`;
    case "object":
      addObject(field, objects);
      return `${field.typeName}${bang}`;
    default:
      return `${SCALARS[field.kind]}${bang}`;
  }
}

function fieldLines(fields: Record<string, Field>, objects: Map<string, string>): string {
  return Object.entries(fields)
    .map(([name, field]) => `  ${name}: ${fieldType(field, objects)}`)
    .join("\n");
}

/** Declares a nested type once; two different shapes under one type name are a schema mistake. */
function addObject(field: ObjectField, objects: Map<string, string>): void {
  const definition = `type ${field.typeName} {\n${fieldLines(field.fields, objects)}\n}`;
  const existing = objects.get(field.typeName);
  if (existing !== undefined && existing !== definition) {
    throw new Error(`content schema: two different shapes are both called ${field.typeName}; give one another typeName.`);
  }
  objects.set(field.typeName, definition);
}

/** Every content file's type, the groups in them, and the menu's item (`nav` below). */
export function graphqlTypeDefs(): string {
  const objects = new Map<string, string>();
  const nodes = contentFiles.map((file) => {
    const body = file.body ? "\n  body: MarkdownRemark! @link" : "";
    return `type ${file.typeName} implements Node @dontInfer {\n${fieldLines(file.fields, objects)}${body}\n}`;
  });
  return [...nodes, ...objects.values(), "type NavItem {\n  label: String!\n  path: String!\n}"].join("\n\n");
}

export const menuOf = (pages: readonly ({ path?: unknown; menuLabel?: unknown } | null)[]) =>
  pages.flatMap((page) =>
    typeof page?.path === "string" && typeof page.menuLabel === "string" ? [{ label: page.menuLabel, path: page.path }] : [],
  );
type NodeModel = { findOne: (args: { type: string; query: object }) => Promise<{ path?: string; menuLabel?: string } | null> };

/** The menu, `nav` on the site-wide file's type: each page of the table with an address, in the table's order. */
export function menuResolvers() {
  return {
    SiteYaml: {
      nav: {
        type: "[NavItem!]!",
        resolve: async (_source: unknown, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
          const inMenu = PAGES.filter((page) => !page.fixedPath);
          const nodes = await Promise.all(inMenu.map((page) => nodeModel.findOne({ type: page.content.typeName, query: {} })));
          return menuOf(nodes);
        },
      },
    },
  };
}
