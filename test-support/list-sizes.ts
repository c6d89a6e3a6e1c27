/**
 * Every list of the content at its smallest or its largest, as the schema allows them (src/schema/schema.ts):
 * what a member of staff may do without the build saying no. `npm run test:lists` runs the content check on
 * a copy of the project made so, which fails wherever a test takes a count from anywhere but the content.
 * A list the schema does not bound is tried at UNBOUNDED items, or as many as it holds if more.
 */
import fs from "fs";
import path from "path";
import yaml from "yaml";
import { parseContent } from "../src/schema/content-file";
import type { Field, ListField } from "../src/schema/kinds";
import { contentFiles, siteFile } from "../src/schema/schema";
import { addDays } from "../src/lib/calendar";
import { cafeClock } from "../src/lib/zone";
import { MIN_PHOTO_LONG_SIDE } from "../src/schema/kinds";
import { phonePhoto } from "./phone-photos";

export type ListSize = "smallest" | "largest";
export const LIST_SIZES: readonly ListSize[] = ["smallest", "largest"];
export const UNBOUNDED = 6;

type Item = Record<string, unknown>;
/** A new item for a list that may be empty, so has none to copy: its place in the list, and the cafe's today. */
type Maker = (n: number, today: string) => unknown;

/**
 * By the list's file and path (indices left out): lists of at least one item grow by copies of their own.
 * Special dates three weeks apart: how many the banner announces at once is a matter of dates, not of the
 * list's length.
 */
const MAKERS: Record<string, Maker> = {
  "site/site.yaml specialDates": (n, today) => ({ from: addDays(today, 3 + 21 * n), closed: true, note: `Closed for a test, ${n + 1}` }),
  "site/site.yaml socialAccounts": (n) => ({ name: `Account ${n + 1}`, url: `https://example.com/account-${n + 1}` }),
};

type Context = { file: string; folder: string; today: string; photos: Promise<void>[] };

/** A copy of the n-th added item, told apart from its original: another photograph, words marked with its number. */
function copyOf(value: unknown, field: Field, n: number, ctx: Context): unknown {
  if (field.kind === "object") {
    const item = value as Item;
    return Object.fromEntries(
      Object.entries(item).map(([name, inner]) => [name, field.fields[name] ? copyOf(inner, field.fields[name], n, ctx) : inner]),
    );
  }
  if (field.kind === "list" && Array.isArray(value)) return value.map((inner) => copyOf(inner, field.of, n, ctx));
  if (field.kind === "image" && typeof value === "string") {
    const name = `list-${path.basename(ctx.file, path.extname(ctx.file))}-${n}.jpg`;
    // A size of its own makes each a different file, as each photograph from a phone is.
    ctx.photos.push(phonePhoto(path.join(ctx.folder, name), MIN_PHOTO_LONG_SIDE + n, Math.round(MIN_PHOTO_LONG_SIDE * 0.75), 1));
    return name;
  }
  if (field.kind === "text" && typeof value === "string" && !field.format && !field.placeholders) {
    const mark = ` ${n + 1}`;
    return `${value.slice(0, (field.maxLength ?? Infinity) - mark.length)}${mark}`;
  }
  return value;
}

function resize(list: ListField, value: unknown[], size: ListSize, at: string, ctx: Context): unknown[] {
  const { min = 0, max = UNBOUNDED } = list;
  if (size === "smallest") return value.slice(0, min);
  const maker = MAKERS[`${ctx.file} ${at}`];
  const added = Array.from({ length: Math.max(0, max - value.length) }, (_, n) => {
    if (maker) return maker(n, ctx.today);
    if (value.length === 0)
      throw new Error(`content/${ctx.file}, ${at}: an empty list to grow; give it a maker in test-support/list-sizes.ts`);
    return copyOf(value[n % value.length], list.of, n, ctx);
  });
  return [...value, ...added];
}

/** Resizes the lists in `value` (a file's fields, a group, an item), outermost first, so that copies are resized too. */
function walk(fields: Record<string, Field>, value: Item, size: ListSize, prefix: string, ctx: Context): void {
  for (const [name, field] of Object.entries(fields)) {
    const at = `${prefix}${name}`;
    if (field.kind === "list") {
      const items = resize(field, Array.isArray(value[name]) ? (value[name] as unknown[]) : [], size, at, ctx);
      value[name] = items;
      if (field.of.kind === "object") for (const item of items) walk(field.of.fields, item as Item, size, `${at}.`, ctx);
    } else if (field.kind === "object" && value[name] && typeof value[name] === "object") {
      walk(field.fields, value[name] as Item, size, `${at}.`, ctx);
    }
  }
}

/** Makes every list of the content folder `contentDir` its smallest or its largest, writing photographs for the new items. */
export async function resizeLists(contentDir: string, size: ListSize): Promise<void> {
  const site = yaml.parse(fs.readFileSync(path.join(contentDir, siteFile.file), "utf8")) as { timeZone: string };
  const today = cafeClock(new Date(), site.timeZone).date;
  const photos: Promise<void>[] = [];
  for (const schema of contentFiles) {
    const file = path.join(contentDir, schema.file);
    const parsed = parseContent(fs.readFileSync(file, "utf8"), `content/${schema.file}`);
    if ("issue" in parsed) throw new Error(`content/${schema.file} cannot be read`);
    walk(schema.fields, parsed.data, size, "", { file: schema.file, folder: path.dirname(file), today, photos });
    const fields = yaml.stringify(parsed.data, { lineWidth: 0 });
    fs.writeFileSync(file, schema.file.endsWith(".md") ? `---\n${fields}---\n${parsed.body ?? ""}` : fields);
  }
  await Promise.all(photos);
}
