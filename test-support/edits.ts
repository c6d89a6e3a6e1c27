/**
 * Edits every field of a copy of content/, the way editors do, and records what each edit should change
 * on the built site. Used by e2e/edited-site.spec.ts, which builds the copy and looks for every change.
 *
 * Nothing here depends on what content/ says today: every new value is made from the schema (a marker
 * such as "zq12" inside text that keeps the field's rules, or a valid value of the field's format that
 * differs from the current one), and every photograph is replaced by a new one as phones store them.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { aboutFile, coffeeFile, contentFiles, homeFile, midtownFile, pageFiles, siteFile, teamFile } from "../src/schema/schema";
import type { Field, FileSchema } from "../src/schema/kinds";
import { changeBody, changeField, readField, setField } from "./content-copy";
import { addDays } from "../src/lib/calendar";
import { cafeClock } from "../src/lib/zone";
import { HEIC_PHOTO, phonePhoto } from "./phone-photos";

/** One edit and how to see it: `shows` is text that must appear in the built pages' HTML or manifest. */
export type Edit = { file: string; at: string; shows?: string };

/** The edits the tests check with a browser, beside the list of every edit. */
export type Edited = {
  edits: Edit[];
  /**
   * Every photograph but HOME's hero, as a phone made it (test-support/phone-photos.ts): stored with each
   * EXIF orientation in turn, one a HEIC, the sharing picture sideways. `mark` is in every file made of it.
   */
  photos: { file: string; at: string; mark: string; width: number; height: number; stored: string }[];
  /** The new slide interval, and how many slides are left after one was removed. */
  carousel: { intervalSeconds: number; slides: number };
  /** Requirement items per group after one was added to the first group and one removed from another. */
  requirementCounts: number[];
  /** Every page's new address, by content file (the menu follows them). */
  routes: Record<string, string>;
  /** The banner's new last day, a month after the cafe's date when the copy was edited. */
  bannerUntil: string;
};

/** The photograph HOME's hero now shows: all white, in proportions unlike the one it replaced, stored sideways. */
export const HERO = { width: 3000, height: 1200 };
/** The icon's new colour, which the generated favicons must show. */
export const ICON_COLOUR = { r: 34, g: 102, b: 170 };

const shut = { closed: true };
const early = { closed: false, opens: "06:30", closes: "14:00" };
const weekend = { closed: false, opens: "08:00", closes: "17:00" };
/**
 * The hours the edited copy gets: unlike today's in every day, in another time zone, with special dates
 * far enough ahead (2031) that a browser test can set its clock around them whatever day the build runs.
 */
export const FIXTURE_HOURS = {
  timeZone: "America/Chicago",
  hours: { monday: shut, tuesday: early, wednesday: early, thursday: early, friday: early, saturday: weekend, sunday: weekend },
  specialDates: [
    { from: "2031-01-20", closed: true, note: "Closed zq-special-1" },
    { from: "2031-02-10", until: "2031-02-11", closed: false, opens: "10:00", closes: "12:00", note: "Short zq-special-2" },
  ],
};

type Leaf = { at: string; field: Field };

/** Every leaf field present in `data` (text, number, image), list items one by one. */
function leaves(field: Field, value: unknown, at: string): Leaf[] {
  if (field.kind === "object") {
    const record = (value ?? {}) as Record<string, unknown>;
    return Object.entries(field.fields).flatMap(([name, child]) => leaves(child, record[name], at ? `${at}.${name}` : name));
  }
  if (field.kind === "list") return ((value ?? []) as unknown[]).flatMap((item, index) => leaves(field.of, item, `${at}[${index}]`));
  return [{ at, field }];
}

const fileLeaves = (schema: FileSchema, content: string) => {
  const data = Object.fromEntries(Object.keys(schema.fields).map((name) => [name, readField(content, schema.file, name)]));
  return leaves({ kind: "object", typeName: "", label: "", fields: schema.fields }, data, "");
};

/** A value of a format that differs from `current`: the first of two valid ones that is not it. */
const other = <T>(current: unknown, first: T, second: T): T => (current === first ? second : first);

export async function editEverything(content: string): Promise<Edited> {
  const edits: Edit[] = [];
  let counter = 0;
  const marker = () => `zq${++counter}x`;
  const photos: Edited["photos"] = [];

  // The routine edits that change a list's length, made first so that the walk below marks the result:
  // each where the list's sizes in the schema allow it, so that every list of the content may be at its
  // smallest or its largest.
  const shorter = (list: unknown, { min = 0 }: { min?: number }) =>
    (list as unknown[]).length > min ? (list as unknown[]).slice(0, -1) : list;
  changeField(content, coffeeFile.file, "carousel.slides", (slides) => shorter(slides, coffeeFile.fields.carousel.fields.slides));
  changeField(content, midtownFile.file, "gallery.photos", (photos) => shorter(photos, midtownFile.fields.gallery.fields.photos));
  const sizes = teamFile.fields.requirements.fields.groups.of.fields.items;
  const groups = readField(content, teamFile.file, "requirements.groups") as { items: string[] }[];
  const shrinking = groups.findIndex((group, index) => index > 0 && group.items.length > (sizes.min ?? 0));
  changeField(content, teamFile.file, "requirements.groups", (value) =>
    (value as { items: string[] }[]).map((group, index) => ({
      ...group,
      items:
        index === 0 && group.items.length < (sizes.max ?? Infinity)
          ? [...group.items, "added"]
          : index === shrinking
            ? group.items.slice(1)
            : group.items,
    })),
  );

  // A social account, where there may be none: the walk below edits its fields.
  setField(content, siteFile.file, "socialAccounts", [{ name: "Account", url: "https://example.com/account" }]);

  // Every page's address (its menu entry follows it).
  const routes: Record<string, string> = {};
  for (const schema of pageFiles) {
    if (!("path" in schema.fields)) continue;
    const current = String(readField(content, schema.file, "path"));
    const route = `${current === "/" ? "" : current}/moved-${marker()}`;
    setField(content, schema.file, "path", route);
    routes[schema.file] = route;
    edits.push({ file: schema.file, at: "path", shows: `href="${route}"` });
  }

  // The opening hours, as a whole: a week unlike today's in another zone, and special dates.
  const today = cafeClock(new Date(), FIXTURE_HOURS.timeZone).date;
  const bannerUntil = addDays(today, 30);
  setField(
    content,
    siteFile.file,
    "timeZone",
    other(readField(content, siteFile.file, "timeZone"), FIXTURE_HOURS.timeZone, "America/Denver"),
  );
  setField(content, siteFile.file, "hours", FIXTURE_HOURS.hours);
  setField(content, siteFile.file, "specialDates", FIXTURE_HOURS.specialDates);
  setField(content, siteFile.file, "banner.from", addDays(today, -1));
  setField(content, siteFile.file, "banner.until", bannerUntil);
  setField(content, siteFile.file, "banner.offerUntil", addDays(bannerUntil, -1));
  setField(content, siteFile.file, "banner.announceSpecialDates", true);
  setField(content, midtownFile.file, "notice.from", addDays(today, -1));
  setField(content, midtownFile.file, "notice.until", bannerUntil);
  edits.push(
    { file: siteFile.file, at: "timeZone", shows: `"${FIXTURE_HOURS.timeZone}"` },
    // React writes "Tuesday-Friday, 6:30am-2pm" as three text nodes: the times are what must show.
    ...["6:30am-2pm", "8am-5pm"].map((time) => ({ file: siteFile.file, at: "hours", shows: time })),
    // Special dates still ahead are in the structured data; the banner shows them near their day (browser test).
    { file: siteFile.file, at: "specialDates", shows: '"validFrom":"2031-01-20"' },
    { file: siteFile.file, at: "banner.until", shows: `"${bannerUntil}"` },
    { file: siteFile.file, at: "banner.offerUntil", shows: `"${addDays(bannerUntil, -1)}"` },
    { file: midtownFile.file, at: "notice.until", shows: `"${bannerUntil}"` },
  );
  const dated = /^(timeZone|hours|specialDates|banner\.(from|until|offerUntil|announceSpecialDates)|notice\.(from|until))(\.|\[|$)/;

  let intervalSeconds = 0;
  for (const schema of contentFiles) {
    const folder = path.join(content, path.dirname(schema.file));
    for (const { at, field } of fileLeaves(schema, content)) {
      if (/(^|\.)path$/.test(at)) continue; // moved above
      if ((schema === siteFile || schema === midtownFile) && dated.test(at)) continue; // set above, as a whole
      const current = readField(content, schema.file, at);
      const mark = marker();
      let value: unknown;
      let shows: string | undefined = mark;
      if (field.kind === "text") {
        switch (field.format) {
          case "email":
            value = `${mark}@example.com`;
            break;
          case "usPhone":
            value = other(current, "279-555-0147", "279-555-0148");
            shows = String(value);
            break;
          case "zip":
            value = other(current, "95811", "95812");
            shows = String(value);
            break;
          case "country":
            value = other(current, "MX", "CA");
            shows = `"addressCountry":"${String(value)}"`;
            break;
          case "coordinates":
            value = other(current, "38.5, -121.25", "40.75, -100.5");
            shows = `"latitude":${String(value).split(",")[0]}`;
            break;
          case "webAddress":
            // An account on X, which the pages' social cards name too.
            value = `https://x.com/${mark}`;
            shows = `content="@${mark}"`;
            break;
          default:
            // Words with blanks the site fills in keep their blanks: "{n} zq7x {total}".
            if (typeof current === "string" && /\{\w+\}/.test(current)) {
              value = `${mark} ${current.match(/\{\w+\}/g)!.join(" ")}`;
              // The open-now line is written by the browser: checked there (e2e/edited-site.spec.ts).
              if (at.startsWith("hoursWords.")) shows = undefined;
            } else if (at === "hoursWords.closedNow") {
              // Shown only when no day in five weeks opens: __tests__/hours.test.ts and dated.test.tsx.
              value = `Edited ${mark} words`;
              shows = undefined;
            } else if (field.alt) value = `A plain test picture ${mark} in one colour`;
            else if ((field.maxLength ?? 99) < 20) value = mark;
            else value = `Edited ${mark} words`;
        }
      } else if (field.kind === "int") {
        value = other(current, 2099, 2098);
        shows = String(value);
      } else if (field.kind === "float") {
        value = other(current, 3, 4);
        intervalSeconds = Number(value);
        shows = undefined; // only the carousel's timing shows it: checked in the browser
      } else if (field.kind === "image") {
        if (field.types?.includes("svg")) {
          value = `${mark}.svg`;
          const { r, g, b } = ICON_COLOUR;
          fs.writeFileSync(
            path.join(folder, String(value)),
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="rgb(${r},${g},${b})"/></svg>`,
          );
          shows = undefined; // the favicons are drawn from it: checked by their colour
        } else {
          const heic = schema === aboutFile && at === "photo.image";
          value = `${mark}.${heic ? "heic" : "jpg"}`;
          const target = path.join(folder, String(value));
          if (schema === homeFile && at === "hero.image") {
            // Stored sideways, as a phone held upright stores a photograph: shown HERO.width x HERO.height.
            await sharp({ create: { width: HERO.height, height: HERO.width, channels: 3, background: "#ffffff" } })
              .jpeg({ quality: 80 })
              .withMetadata({ orientation: 6 })
              .toFile(target);
          } else if (heic) {
            fs.copyFileSync(HEIC_PHOTO.file, target);
            photos.push({ file: schema.file, at, mark, width: HEIC_PHOTO.width, height: HEIC_PHOTO.height, stored: "HEIC" });
          } else {
            const [width, height] = field.exactSize ? [field.exactSize.width, field.exactSize.height] : [2400, 1600];
            const orientation = field.exactSize ? 8 : (photos.length % 8) + 1;
            await phonePhoto(target, width, height, orientation);
            photos.push({ file: schema.file, at, mark, width, height, stored: `EXIF orientation ${orientation}` });
          }
          // Photographs keep their name in every size made of them (/static/.../zq7x.avif), the sharing
          // picture among them (/static/.../zq7x.jpg, a size the image plugin made).
          shows = `/${mark}.`;
        }
      }
      setField(content, schema.file, at, value);
      edits.push({ file: schema.file, at, shows });
    }
    if (schema.body) {
      const mark = marker();
      changeBody(content, schema.file, (body) => `${body.trimEnd()}\n\nEdited ${mark} paragraph.\n`);
      edits.push({ file: schema.file, at: "text below the front matter", shows: mark });
    }
  }

  const counts = (readField(content, teamFile.file, "requirements.groups") as { items: string[] }[]).map((group) => group.items.length);
  const slides = (readField(content, coffeeFile.file, "carousel.slides") as unknown[]).length;
  return { edits, photos, carousel: { intervalSeconds, slides }, requirementCounts: counts, routes, bannerUntil };
}
