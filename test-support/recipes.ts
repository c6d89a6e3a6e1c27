/**
 * The staff's everyday jobs, as EDITING.md tells them, tap by tap on a 390 px phone in the editor as it
 * runs on the live site (cms-workflow.ts: Save, then Status, then Publish). e2e/admin.spec.ts follows each
 * and checks what was saved; `npm run guide:shots` follows the same taps and takes the guide's pictures
 * where `picture` is called. Values are chosen from the content as it is (a free day, a new offer), so a
 * change of the content never breaks them.
 */
import fs from "fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { specialOn } from "../src/lib/hours";
import { addDays } from "../src/lib/calendar";
import { cafeClock } from "../src/lib/zone";
import { aboutFile, midtownFile, siteFile, teamFile } from "../src/schema/schema";
import type { FileSchema } from "../src/schema/kinds";
import { LIVE_STATUS_ID } from "../editor/admin/page-parts";
import { DECAP_WORDS } from "../editor/admin/decap-words";
import { field, listItems } from "./cms-phone";
import { readContent } from "./content";
import { HEIC_PHOTO } from "./phone-photos";

/** What a recipe does on the phone: taps (counted), typing, and the guide's pictures. */
export type Phone = {
  page: Page;
  tap(target: Locator): Promise<void>;
  /** Taps a field and puts `text` in it (a date or time as the phone's picker would). */
  type(target: Locator, text: string): Promise<void>;
  /** A picture for the guide, named `name`, with `show` in view (none: as the screen is). */
  picture(name: string, show?: Locator): Promise<void>;
  /** What the phone's photo picker hands over, and its description: an iPhone's HEIC unless given. */
  photo?: PickedPhoto;
};

export type PickedPhoto = { name: string; mimeType: string; buffer: Buffer; alt: string };

/** A phone that taps as its user does, and takes no pictures (those are the guide's business, tools/guide-shots.ts). */
export const tappingPhone = (page: Page): Phone => ({
  page,
  tap: (target) => target.tap(),
  type: async (target, text) => {
    await target.tap();
    await target.fill(text);
  },
  picture: () => Promise.resolve(),
});

export type Recipe = {
  /** The job, as the guide's heading says it. */
  job: string;
  /** The file it changes, and what that file's fields or text must then hold. */
  file: FileSchema;
  run(phone: Phone, contentDir: string): Promise<void>;
  saved(saved: { data: Record<string, unknown>; body?: string }, contentDir: string): void;
};

/** The page's top, as the phone shows it after a tap on a card. */
const cards = (page: Page, label: string) =>
  page.getByRole("link", { name: label }).filter({ has: page.getByRole("heading", { level: 2, name: label }) });

/** From the editor's first screen (Contents): the Site-wide facts, or a page under Pages. */
async function open(phone: Phone, file: FileSchema): Promise<void> {
  if (file !== siteFile) await phone.tap(phone.page.getByRole("link", { name: "Pages", exact: true }).first());
  await phone.tap(cards(phone.page, file.label));
  await expect(phone.page.getByText(/changes saved/i)).toBeVisible({ timeout: 30_000 });
}

/** Save, Status: Ready, Publish, Publish now (the phone then asks to confirm: OK), with their pictures. */
export async function saveAndPublish(phone: Phone): Promise<void> {
  const { page } = phone;
  await phone.tap(page.getByRole("button", { name: "Save", exact: true }));
  await expect(page.getByText(DECAP_WORDS.ui.toast.entrySaved, { exact: true })).toBeVisible({ timeout: 30_000 });
  await phone.tap(page.getByRole("button", { name: /^Status: / }));
  await phone.picture("status");
  await phone.tap(page.getByRole("menuitem", { name: "Ready" }));
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 30_000 });
  await phone.tap(page.getByRole("button", { name: "Publish", exact: true }));
  await phone.picture("publish");
  // The phone's own "Are you sure...?" box follows; a test and the pictures' browser accept it.
  await phone.tap(page.getByRole("menuitem", { name: "Publish now" }));
  // Published once Decap says so: the line below may still speak of an earlier publish.
  await expect(page.getByText(DECAP_WORDS.ui.toast.entryPublished, { exact: true })).toBeVisible({ timeout: 30_000 });
  const live = page.locator(`#${LIVE_STATUS_ID}`);
  await expect(live).toHaveText(/^Published\./, { timeout: 30_000 });
  await phone.picture("published", live);
}

/** The first day from `from` that no special date covers. */
function freeDay(contentDir: string, from: string, length = 1): string {
  const { specialDates } = readContent(siteFile, contentDir).data;
  let day = from;
  const busy = (first: string) => Array.from({ length }, (_, n) => addDays(first, n)).some((date) => specialOn(specialDates, date));
  while (busy(day)) day = addDays(day, 1);
  return day;
}
const today = (contentDir: string) => cafeClock(new Date(), readContent(siteFile, contentDir).data.timeZone).date;

/** Adds a special date at the end of the list, and opens it. */
async function addSpecialDate(phone: Phone): Promise<Locator> {
  const list = field(phone.page, "specialDates");
  await phone.tap(list.getByRole("button", { name: `Add ${siteFile.fields.specialDates.of.label}` }));
  return listItems(list).last();
}

/** "Closed tomorrow": the day (the first free one from tomorrow) and its note. */
export const closedDay = (contentDir: string) => ({
  from: freeDay(contentDir, addDays(today(contentDir), 1)),
  note: "Closed for the storm",
});
const HOLIDAY = { opens: "08:00", closes: "14:00", note: "Holiday hours" };
/** "Different hours on one day": a day a week or more ahead, opening late and closing early. */
export const shortDay = (contentDir: string) => ({
  from: freeDay(contentDir, addDays(today(contentDir), 7)),
  opens: "10:00",
  closes: "13:00",
  note: "Short hours for a staff meeting",
});
const REQUIREMENT = "Happy to start at 6am";
const PHOTO_ALT = "A barista pouring milk into a latte in a white cup";
const iPhonePhoto = (): PickedPhoto => ({
  name: "IMG_0101.HEIC",
  mimeType: "image/heic",
  buffer: fs.readFileSync(HEIC_PHOTO.file),
  alt: PHOTO_ALT,
});

export const RECIPES: Recipe[] = [
  {
    job: "Closed tomorrow",
    file: siteFile,
    async run(phone, contentDir) {
      await open(phone, siteFile);
      const added = await addSpecialDate(phone);
      const { from, note } = closedDay(contentDir);
      await phone.type(field(added, "from").locator("input"), from);
      await phone.tap(field(added, "closed").getByRole("switch"));
      await phone.type(field(added, "note").locator("input"), note);
      await phone.picture("closed-day", added);
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) =>
      expect(data.specialDates).toContainEqual(expect.objectContaining({ ...closedDay(contentDir), closed: true })),
  },
  {
    job: "Holiday hours for a week",
    file: siteFile,
    async run(phone, contentDir) {
      const from = freeDay(contentDir, addDays(today(contentDir), 21), 7);
      await open(phone, siteFile);
      const added = await addSpecialDate(phone);
      await phone.type(field(added, "from").locator("input"), from);
      await phone.type(field(added, "until").locator("input"), addDays(from, 6));
      await phone.type(field(added, "opens").locator("input"), HOLIDAY.opens);
      await phone.type(field(added, "closes").locator("input"), HOLIDAY.closes);
      await phone.type(field(added, "note").locator("input"), HOLIDAY.note);
      await phone.picture("holiday-week", field(added, "from"));
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) => {
      const from = freeDay(contentDir, addDays(today(contentDir), 21), 7);
      expect(data.specialDates).toContainEqual(expect.objectContaining({ from, until: addDays(from, 6), ...HOLIDAY }));
    },
  },
  {
    job: "Different hours on one day",
    file: siteFile,
    async run(phone, contentDir) {
      const { from, opens, closes, note } = shortDay(contentDir);
      await open(phone, siteFile);
      const added = await addSpecialDate(phone);
      await phone.type(field(added, "from").locator("input"), from);
      await phone.type(field(added, "opens").locator("input"), opens);
      await phone.type(field(added, "closes").locator("input"), closes);
      await phone.type(field(added, "note").locator("input"), note);
      await phone.picture("one-day-hours", field(added, "from"));
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) => {
      const day = shortDay(contentDir);
      const saved = (data.specialDates as Record<string, unknown>[]).find((special) => special.from === day.from);
      expect(saved).toEqual(expect.objectContaining(day));
      expect(saved?.until).toBeFalsy();
    },
  },
  {
    job: "A new phone number",
    file: siteFile,
    async run(phone, contentDir) {
      const { page } = phone;
      await open(phone, siteFile);
      await phone.picture("address", field(page, "address"));
      await phone.type(field(page, "phone").locator("input"), phoneFor(contentDir));
      await phone.picture("phone", field(page, "phone"));
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) => expect(data.phone).toBe(phoneFor(contentDir)),
  },
  {
    job: "The banner's offer, until Sunday",
    file: siteFile,
    async run(phone, contentDir) {
      await open(phone, siteFile);
      const banner = field(phone.page, "banner");
      await phone.type(field(banner, "offer").locator("input"), offerFor(contentDir));
      await phone.type(field(banner, "until").locator("input"), nextSunday(contentDir));
      await phone.picture("banner", field(banner, "headline"));
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) =>
      expect(data.banner).toEqual(expect.objectContaining({ offer: offerFor(contentDir), until: nextSunday(contentDir) })),
  },
  {
    job: "A photo swapped from the phone",
    file: midtownFile,
    async run(phone, contentDir) {
      const { page } = phone;
      await open(phone, midtownFile);
      // Each photo of the list is folded to a bar that shows its description; its arrow opens it.
      const { alt } = readContent(midtownFile, contentDir).data.gallery.photos[0]!;
      const photo = listItems(field(page, "gallery", "photos")).first();
      await expect(photo).toContainText(alt);
      await phone.picture("photo-list", photo);
      await phone.tap(photo.locator('[class*="-TopBarButton"]').first());
      await phone.tap(photo.getByRole("button", { name: "Choose different image" }));
      // Upload opens the phone's photo picker, which hands over the photo as the phone keeps it.
      const chooser = page.waitForEvent("filechooser", { timeout: 30_000 });
      await phone.picture("upload");
      await phone.tap(page.getByText("Upload", { exact: true }));
      const { alt: newAlt, ...picked } = phone.photo ?? iPhonePhoto();
      await (await chooser).setFiles(picked);
      const choose = page.getByRole("button", { name: "Choose selected" });
      await expect(choose).toBeEnabled({ timeout: 30_000 });
      await phone.tap(choose);
      await phone.type(field(photo, "alt").locator("input"), newAlt);
      await phone.picture("photo-alt", field(photo, "image"));
      await saveAndPublish(phone);
    },
    saved: ({ data }) => {
      const gallery = data.gallery as { photos: { image: string; alt: string }[] };
      expect(gallery.photos[0]).toEqual({ image: "img_0101.jpg", alt: PHOTO_ALT });
    },
  },
  {
    job: "A word fixed on a page",
    file: aboutFile,
    async run(phone, contentDir) {
      const { page } = phone;
      await open(phone, aboutFile);
      const text = field(page, "body").locator('[contenteditable="true"]');
      // The text's last word, chosen as a phone chooses a word (a double tap on it), then the new word typed.
      const { word, replacement } = lastWord(contentDir);
      const at = await text.evaluate((element, last) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let node: Text | undefined;
        for (let next = walker.nextNode(); next; next = walker.nextNode()) if (next.textContent?.includes(last)) node = next as Text;
        const range = document.createRange();
        const start = node!.textContent.lastIndexOf(last);
        range.setStart(node!, start);
        range.setEnd(node!, start + last.length);
        node!.parentElement!.scrollIntoView({ block: "center" });
        const box = range.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, word);
      await page.mouse.dblclick(at.x, at.y);
      await page.keyboard.type(replacement);
      await phone.picture("page-text");
      await saveAndPublish(phone);
    },
    saved: ({ body }, contentDir) => {
      const { before, replacement, after } = lastWord(contentDir);
      expect(body?.trimEnd()).toBe(`${before}${replacement}${after}`);
    },
  },
  {
    job: "A job requirement added",
    file: teamFile,
    async run(phone) {
      const { page } = phone;
      await open(phone, teamFile);
      const group = listItems(field(page, "requirements", "groups")).first();
      await phone.tap(group.locator('[class*="-TopBarButton"]').first());
      const items = field(group, "items");
      const label = teamFile.fields.requirements.fields.groups.of.fields.items.of.label;
      await phone.tap(items.getByRole("button", { name: `Add ${label}` }));
      await phone.type(items.locator("input").last(), REQUIREMENT);
      await phone.picture("requirement", items);
      await saveAndPublish(phone);
    },
    saved: ({ data }) => {
      const { groups } = data.requirements as { groups: { items: string[] }[] };
      expect(groups[0]!.items.at(-1)).toBe(REQUIREMENT);
    },
  },
];

/** A phone number other than the one the site has. */
const phoneFor = (contentDir: string) =>
  readContent(siteFile, contentDir).data.phone === "916-555-0142" ? "916-555-0143" : "916-555-0142";

/** An offer other than the one the banner has. */
const offerFor = (contentDir: string) =>
  readContent(siteFile, contentDir).data.banner.offer === "Two bags for $30" ? "Two bags for $32" : "Two bags for $30";

/** The coming Sunday on the cafe's calendar (next week's if today is Sunday). */
function nextSunday(contentDir: string): string {
  const day = today(contentDir);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, 7 - weekday);
}

/** The page's text around its last word (`before`, `after`: "." or nothing), and another word for it. */
function lastWord(contentDir: string) {
  const text = readContent(aboutFile, contentDir).body.trimEnd();
  const [, before = "", word = "", after = ""] = /^([\s\S]*?)(\p{L}+)(\P{L}*)$/u.exec(text) ?? [];
  return { before, word, after, replacement: word === "today" ? "now" : "today" };
}
