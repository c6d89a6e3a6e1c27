/**
 * Temporary copies of content/ and the mistakes the content-check tests make in them. Every mistake is
 * made by structure (read the file, change one field, write it back), never by finding today's text,
 * so the tests keep working whatever the editors have written.
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "yaml";
import { displayName, isContentFile, parseContent } from "../src/schema/content-file";
import { checkContentFile } from "../src/schema/files";
import type { Issue } from "../src/schema/issues";
import { coffeeFile, contentFiles } from "../src/schema/schema";
import { contentRoot } from "./content";
import { phonePhoto } from "./phone-photos";

/** Copies content/ into a fresh temporary folder; photographs are linked, not copied, to keep it fast. */
export function copyContent(from = contentRoot): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  for (const relative of fs.readdirSync(from, { recursive: true }) as string[]) {
    const source = path.join(from, relative);
    const target = path.join(dir, relative);
    if (fs.statSync(source).isDirectory()) fs.mkdirSync(target, { recursive: true });
    else if (/\.(md|ya?ml)$/.test(relative)) fs.copyFileSync(source, target);
    else fs.symlinkSync(source, target);
  }
  return dir;
}

type Doc = { data: Record<string, unknown>; body?: string };
/** How a file's new text reaches the disk: at once, unless a test saves the way a slower program does. */
export type Write = (file: string, text: string) => void;

function load(dir: string, file: string): Doc {
  const parsed = parseContent(fs.readFileSync(path.join(dir, file), "utf8"), `content/${file}`);
  if ("issue" in parsed) throw new Error(`${file} cannot be read, so no mistake was made in it`);
  return parsed;
}

function save(dir: string, file: string, { data, body }: Doc, write: Write = fs.writeFileSync): void {
  const fields = yaml.stringify(data, { lineWidth: 0 });
  write(path.join(dir, file), file.endsWith(".md") ? `---\n${fields}---\n${body ?? ""}` : fields);
}

/** "carousel.slides[1].alt" -> ["carousel", "slides", 1, "alt"] */
const steps = (at: string) => at.split(/\.|(?=\[)/).map((step) => (/^\[\d+\]$/.test(step) ? Number(step.slice(1, -1)) : step));

/** The parent of the field at `at`, and its key there; fails loudly if the path is not in the file. */
function locate(data: Record<string, unknown>, at: string): [Record<string | number, unknown>, string | number] {
  const path = steps(at);
  let node: unknown = data;
  for (const step of path.slice(0, -1)) {
    node = (node as Record<string | number, unknown> | undefined)?.[step];
    if (node === null || typeof node !== "object") throw new Error(`no field ${at}, so the mistake was not made`);
  }
  return [node as Record<string | number, unknown>, path[path.length - 1]!];
}

/** The value of one field of a content file under `dir`. */
export function readField(dir: string, file: string, at: string): unknown {
  const [parent, key] = locate(load(dir, file).data, at);
  return parent[key];
}

/** Sets one field of a content file to what `change` makes of its current value (undefined removes it). */
export function changeField(dir: string, file: string, at: string, change: (value: unknown) => unknown, write?: Write): void {
  const doc = load(dir, file);
  const [parent, key] = locate(doc.data, at);
  const value = change(parent[key]);
  if (value === undefined && !Array.isArray(parent)) delete parent[key];
  else parent[key] = value;
  save(dir, file, doc, write);
}

/** Sets one field of a content file (undefined removes it). */
export const setField = (dir: string, file: string, at: string, value: unknown, write?: Write) =>
  changeField(dir, file, at, () => value, write);

/** Renames one field, keeping its value and its place among the others. */
export function renameField(dir: string, file: string, at: string, name: string): void {
  const doc = load(dir, file);
  const [parent, key] = locate(doc.data, at);
  const renamed = Object.fromEntries(Object.entries(parent).map(([k, v]) => [k === key ? name : k, v]));
  for (const k of Object.keys(parent)) delete parent[k];
  Object.assign(parent, renamed);
  save(dir, file, doc);
}

/** Changes the Markdown text below a page file's fields. */
export function changeBody(dir: string, file: string, change: (body: string) => string): void {
  const doc = load(dir, file);
  save(dir, file, { ...doc, body: change(doc.body ?? "") });
}

export type BadCase = {
  name: string;
  /** The file and field the message must name. */
  file: string;
  field: string;
  make: (dir: string) => void | Promise<void>;
};

const SITE = "site/site.yaml";
const COFFEE = "coffee/index.md";
const MIDTOWN = "midtown/index.md";
const ABOUT = "about/index.md";
const TEAM = "team/index.md";

/** A mistake made by writing `value` at `at` in `file`; its message must name `field` (`at` itself unless given). */
const wrong = (name: string, file: string, at: string, value: unknown, field = at): BadCase => ({
  name,
  file,
  field,
  make: (dir) => setField(dir, file, at, value),
});

/** One mistake an editor could make, per case. */
export const badCases: BadCase[] = [
  wrong("an e-mail address without @", SITE, "email", "hello at example.com"),
  wrong("a phone number without area code", SITE, "phone", "225-0738"),
  { name: "a day written short", file: SITE, field: "hours.mon", make: (dir) => renameField(dir, SITE, "hours.monday", "mon") },
  wrong(
    "opening hours that close before they open",
    SITE,
    "hours.monday",
    { closed: false, opens: "18:00", closes: "07:00" },
    "hours.monday.closes",
  ),
  wrong("a time with am/pm", SITE, "hours.tuesday.opens", "7am"),
  wrong(
    "special dates that overlap",
    SITE,
    "specialDates",
    [
      { from: "2030-12-24", until: "2030-12-26", closed: true, note: "Holidays" },
      { from: "2030-12-25", closed: true, note: "Christmas" },
    ],
    "specialDates[1].from",
  ),
  wrong("an unknown time zone", SITE, "timeZone", "Pacific Time"),
  wrong("words the site fills in with a placeholder misspelt", SITE, "hoursWords.opensOn", "Closed now, opens {dya} at {time}"),
  {
    name: "a misspelt field name",
    file: SITE,
    field: "banner.headlne",
    make: (dir) => renameField(dir, SITE, "banner.headline", "headlne"),
  },
  wrong(
    "an offer that ends before the banner shows",
    SITE,
    "banner",
    { headline: "Patio open", offer: "Two bags for $30", from: "2030-06-10", offerUntil: "2030-06-09", specialDates: true },
    "banner.offerUntil",
  ),
  wrong("a year written in words", SITE, "copyrightYear", "twenty twenty"),
  wrong("a map position with the latitude out of range", SITE, "address.coordinates", "98.57, -121.47"),
  wrong("a map position with latitude and longitude run together", SITE, "address.coordinates", "38.57 -121.47"),
  wrong("directions words that do not say where", SITE, "directions.spoken", "on a map"),
  wrong(
    "a social account's address without https://",
    SITE,
    "socialAccounts",
    [{ name: "Instagram", url: "instagram.com/example" }],
    "socialAccounts[0].url",
  ),
  {
    name: "a value with an unquoted colon that breaks the YAML",
    file: SITE,
    field: "(whole file)",
    make: (dir) => {
      const file = path.join(dir, SITE);
      fs.writeFileSync(file, `offer: Two bags: $20\n   extra: [unclosed\n${fs.readFileSync(file, "utf8")}`);
    },
  },
  {
    name: "aliases that repeat a list a billion times (a YAML bomb), which would exhaust any reader",
    file: SITE,
    field: "(whole file)",
    make: (dir) => {
      // Each line is nine of the one before: 9^9 items from nine short lines.
      const names = "abcdefghi";
      const lines = [...names].map(
        (name, i) =>
          `${name}: &${name} [${Array(9)
            .fill(i === 0 ? "x" : `*${names[i - 1]}`)
            .join(", ")}]`,
      );
      fs.appendFileSync(path.join(dir, SITE), `${lines.join("\n")}\n`);
    },
  },
  wrong("a file name as alt text", COFFEE, "carousel.slides[1].alt", "picker-man.jpg"),
  wrong('an alt text that just says "Photo"', COFFEE, "carousel.slides[0].alt", "Photo"),
  wrong("a carousel with no photos", COFFEE, "carousel.slides", []),
  {
    name: "a carousel with one photo, which has nothing to turn to",
    file: COFFEE,
    field: "carousel.slides",
    make: (dir) => changeField(dir, COFFEE, "carousel.slides", (slides) => (slides as unknown[]).slice(0, 1)),
  },
  {
    name: "a carousel with more photos than its indicators fit on a phone",
    file: COFFEE,
    field: "carousel.slides",
    make: (dir) =>
      changeField(dir, COFFEE, "carousel.slides", (slides) =>
        Array.from(
          { length: (coffeeFile.fields.carousel.fields.slides.max ?? 0) + 1 },
          (_, n) => (slides as unknown[])[n % (slides as unknown[]).length],
        ),
      ),
  },
  wrong("a photo file name that does not exist", COFFEE, "carousel.slides[1].image", "campo-santo-farm.jpg"),
  wrong("seconds per photo written as a word", COFFEE, "carousel.intervalSeconds", "six"),
  wrong("a page address without the leading slash", MIDTOWN, "path", "midtown"),
  wrong("a gallery with no photos", MIDTOWN, "gallery.photos", []),
  wrong("a gallery photo without alt text", MIDTOWN, "gallery.photos[0].alt", undefined),
  {
    name: "a photograph too small for large screens",
    file: MIDTOWN,
    field: "exterior.image",
    // In place of the file the field names (a link to the real photograph, which stays as it is).
    make: async (dir) => {
      const target = path.join(dir, "midtown", String(readField(dir, MIDTOWN, "exterior.image")));
      fs.rmSync(target);
      await phonePhoto(target, 1200, 800);
    },
  },
  {
    name: "a sharing picture of another size than the 1200 x 630 link previews use",
    file: SITE,
    field: "social.image",
    make: async (dir) => {
      await phonePhoto(path.join(dir, "site", "wide-card.jpg"), 2400, 1600);
      setField(dir, SITE, "social.image", "wide-card.jpg");
    },
  },
  {
    name: "a photo file that is not a photograph (a HEIC that was cut short)",
    file: MIDTOWN,
    field: "gallery.photos[0].image",
    make: (dir) => {
      fs.writeFileSync(path.join(dir, "midtown", "IMG_0412.HEIC"), "not a photograph");
      setField(dir, MIDTOWN, "gallery.photos[0].image", "IMG_0412.HEIC");
    },
  },
  wrong("notice points written as one line instead of a list", MIDTOWN, "notice.points", "Drinks to go only."),
  wrong("an alt text longer than 150 characters", ABOUT, "photo.alt", `Two people ${"standing side by side ".repeat(8)}`),
  {
    name: "a page file without its block of fields",
    file: ABOUT,
    field: "front matter",
    make: (dir) => fs.writeFileSync(path.join(dir, ABOUT), load(dir, ABOUT).body ?? ""),
  },
  {
    name: "a script tag in the Markdown text",
    file: "home/index.md",
    field: "text below the front matter",
    make: (dir) => changeBody(dir, "home/index.md", (body) => `<script>alert('hi')</script>\n${body}`),
  },
  {
    name: "an image tag with an onerror handler in a field",
    file: TEAM,
    field: "requirements.groups[0].items[0]",
    make: (dir) => changeField(dir, TEAM, "requirements.groups[0].items[0]", (item) => `${String(item)} <img src=x onerror="alert(1)">`),
  },
  wrong("a missing heading", TEAM, "heading", undefined),
  { name: "a deleted page file", file: ABOUT, field: "(whole file)", make: (dir) => fs.rmSync(path.join(dir, ABOUT)) },
  {
    name: "a content file the site does not use",
    file: "menu/index.md",
    field: "(whole file)",
    make: (dir) => {
      fs.mkdirSync(path.join(dir, "menu"));
      fs.writeFileSync(path.join(dir, "menu/index.md"), "---\npath: /menu\n---\nOur menu.\n");
    },
  },
];

/** The build's checks over a whole content folder, as the tests run them: every declared file present and valid, and no stray content files. */
export async function checkContentDir(contentDir: string): Promise<Issue[]> {
  const present = (fs.readdirSync(contentDir, { recursive: true }) as string[]).filter(isContentFile);
  const missing: Issue[] = contentFiles
    .filter((schema) => !fs.existsSync(path.join(contentDir, schema.file)))
    .map((schema) => ({
      file: displayName(schema.file),
      field: "(whole file)",
      found: "no such file",
      expected: `the ${schema.label.toLowerCase()} file at this place`,
    }));
  const checked = await Promise.all(present.map((relative) => checkContentFile(contentDir, relative)));
  return [...missing, ...checked.flat()];
}
