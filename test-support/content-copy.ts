/** Temporary copies of content/ with one deliberate mistake each, for the content-check tests. */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";

export const contentRoot = path.resolve(__dirname, "../content");

/** Copies content/ into a fresh temporary folder; photographs are linked, not copied, to keep it fast. */
export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  for (const relative of fs.readdirSync(contentRoot, { recursive: true }) as string[]) {
    const source = path.join(contentRoot, relative);
    const target = path.join(dir, relative);
    if (fs.statSync(source).isDirectory()) fs.mkdirSync(target, { recursive: true });
    else if (/\.(md|ya?ml)$/.test(relative)) fs.copyFileSync(source, target);
    else fs.symlinkSync(source, target);
  }
  return dir;
}

/** Replaces text in a copied file, failing loudly if the text to replace is not there. */
export function edit(dir: string, file: string, from: string | RegExp, to: string): void {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, "utf8");
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${file}: "${from}" not found, so the mistake was not made`);
  fs.writeFileSync(target, after);
}

/** Replaces a photograph with a small one of the given size. */
export async function shrinkImage(dir: string, file: string, width: number, height: number): Promise<void> {
  const target = path.join(dir, file);
  fs.rmSync(target);
  await sharp({ create: { width, height, channels: 3, background: "#7a5230" } }).jpeg().toFile(target);
}

export type BadCase = {
  name: string;
  /** The file and field the message must name. */
  file: string;
  field: string;
  make: (dir: string) => void | Promise<void>;
};

/** One mistake an editor could make, per case. */
export const badCases: BadCase[] = [
  {
    name: "an e-mail address without @",
    file: "site/site.yaml",
    field: "email",
    make: (dir) => edit(dir, "site/site.yaml", "email: everything@identitycoffees.com", "email: everything at identitycoffees.com"),
  },
  {
    name: "a phone number without area code",
    file: "site/site.yaml",
    field: "phone",
    make: (dir) => edit(dir, "site/site.yaml", "phone: 916-225-0738", "phone: 225-0738"),
  },
  {
    name: "opening hours without am/pm",
    file: "site/site.yaml",
    field: "hours.time",
    make: (dir) => edit(dir, "site/site.yaml", "time: 7am-6pm", "time: 7 to 6"),
  },
  {
    name: "a date written out in words",
    file: "site/site.yaml",
    field: "seatingReopened",
    make: (dir) => edit(dir, "site/site.yaml", "seatingReopened: 10/10/20", "seatingReopened: October 10th"),
  },
  {
    name: "a misspelt field name",
    file: "site/site.yaml",
    field: "banner.headlne",
    make: (dir) => edit(dir, "site/site.yaml", "  headline:", "  headlne:"),
  },
  {
    name: "a menu path without the leading slash",
    file: "site/site.yaml",
    field: "nav[2].path",
    make: (dir) => edit(dir, "site/site.yaml", "path: /midtown", "path: midtown"),
  },
  {
    name: "a year written in words",
    file: "site/site.yaml",
    field: "copyrightYear",
    make: (dir) => edit(dir, "site/site.yaml", "copyrightYear: 2020", "copyrightYear: twenty twenty"),
  },
  {
    name: "a value with an unquoted colon that breaks the YAML",
    file: "site/site.yaml",
    field: "(whole file)",
    make: (dir) => edit(dir, "site/site.yaml", "offer: Two bags of coffee for $20", "offer: Two bags: $20\n   extra: [unclosed"),
  },
  {
    name: "a file name as alt text",
    file: "coffee/index.md",
    field: "carousel.slides[3].alt",
    make: (dir) => edit(dir, "coffee/index.md", /alt: A man in a wide-brimmed hat[^\n]*/, "alt: picker-man.jpg"),
  },
  {
    name: 'an alt text that just says "Photo"',
    file: "coffee/index.md",
    field: "carousel.slides[0].alt",
    make: (dir) => edit(dir, "coffee/index.md", /alt: Co-owner Lucky Rodrigues[^\n]*/, "alt: Photo"),
  },
  {
    name: "a carousel with no photos",
    file: "coffee/index.md",
    field: "carousel.slides",
    make: (dir) => edit(dir, "coffee/index.md", /  slides:\n[\s\S]*?\n---/, "  slides: []\n---"),
  },
  {
    name: "a photo file name that does not exist",
    file: "coffee/index.md",
    field: "carousel.slides[1].image",
    make: (dir) => edit(dir, "coffee/index.md", "image: campo-santo.jpg", "image: campo-santo-farm.jpg"),
  },
  {
    name: "seconds per photo written as a word",
    file: "coffee/index.md",
    field: "carousel.intervalSeconds",
    make: (dir) => edit(dir, "coffee/index.md", "intervalSeconds: 6", "intervalSeconds: six"),
  },
  {
    name: "a gallery of seven photos, which breaks the rows of four",
    file: "midtown/index.md",
    field: "gallery.photos",
    make: (dir) => edit(dir, "midtown/index.md", /    - image: wood-grain\.jpg\n[^\n]*\n/, ""),
  },
  {
    name: "a gallery photo without alt text",
    file: "midtown/index.md",
    field: "gallery.photos[2].alt",
    make: (dir) => edit(dir, "midtown/index.md", /\n      alt: The cafe's drum coffee roaster[^\n]*/, ""),
  },
  {
    name: "a photograph too small for large screens",
    file: "midtown/index.md",
    field: "exterior.image",
    make: (dir) => shrinkImage(dir, "midtown/exterior.jpg", 1200, 800),
  },
  {
    name: "notice points written as one line instead of a list",
    file: "midtown/index.md",
    field: "notice.points",
    make: (dir) => edit(dir, "midtown/index.md", /  points:\n(    - [^\n]*\n)+/, "  points: Drinks to go only.\n"),
  },
  {
    name: "an alt text longer than 150 characters",
    file: "about/index.md",
    field: "photo.alt",
    make: (dir) =>
      edit(dir, "about/index.md", /alt: Co-owners Lucky and Ryan[^\n]*/, `alt: Co-owners Lucky and Ryan ${"standing side by side ".repeat(7)}`),
  },
  {
    name: "a page file without its block of fields",
    file: "about/index.md",
    field: "front matter",
    make: (dir) => edit(dir, "about/index.md", /^---\n[\s\S]*?\n---\n/, ""),
  },
  {
    name: "a script tag in the Markdown text",
    file: "home/index.md",
    field: "text below the front matter",
    make: (dir) => edit(dir, "home/index.md", /\n---\n/, "\n---\n<script>alert('hi')</script>\n"),
  },
  {
    name: "an image tag with an onerror handler in a field",
    file: "team/index.md",
    field: "requirements.groups[1].items[0]",
    make: (dir) => edit(dir, "team/index.md", "- Naturally sociable", '- Naturally sociable <img src=x onerror="alert(1)">'),
  },
  {
    name: "a missing heading",
    file: "team/index.md",
    field: "heading",
    make: (dir) => edit(dir, "team/index.md", "heading: INTERESTED IN WORKING AT IDENTITY?\n", ""),
  },
  {
    name: "a deleted page file",
    file: "about/index.md",
    field: "(whole file)",
    make: (dir) => fs.rmSync(path.join(dir, "about/index.md")),
  },
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
