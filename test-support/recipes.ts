/**
 * The staff's everyday jobs, as EDITING.md tells them, tap by tap on a 390 px phone in the editor as it
 * runs on the live site (cms-workflow.ts: Save, then Status, then Publish). e2e/admin.spec.ts follows each
 * and checks what was saved; `npm run guide:shots` follows the same taps and takes the guide's pictures
 * where `picture` is called. Values are chosen from the content as it is (a free day, a new offer), so a
 * change of the content never breaks them. The day's sign-in (signInByCode) and a look at the site
 * (seeItLive) need the site itself: e2e/editor.spec.ts and the pictures' gateway run follow them.
 */
import fs from "fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { specialOn } from "../src/lib/hours";
import { addDays } from "../src/lib/calendar";
import { cafeClock } from "../src/lib/zone";
import { aboutFile, coffeeFile, midtownFile, siteFile, teamFile } from "../src/schema/schema";
import type { FileSchema } from "../src/schema/kinds";
import { LIVE_STATUS_ID } from "../editor/admin/page-parts";
import { DECAP_WORDS } from "../editor/admin/decap-words";
import { field, listItems } from "./cms-phone";
import { readContent } from "./content";
import { ACCESS_WORDS } from "./access-stand-in";
import { HEIC_PHOTO } from "./phone-photos";

/** What a recipe does on the phone: taps (counted), typing, and the guide's pictures. */
export type Phone = {
  page: Page;
  tap(target: Locator): Promise<void>;
  /** Taps a field and puts `text` in it (a date or time as the phone's picker would). */
  type(target: Locator, text: string): Promise<void>;
  /** A double tap at a point of the screen (which selects the word there), then `text` typed over it. */
  retype(at: { x: number; y: number }, text: string): Promise<void>;
  /** Opens an address as a person does: its icon on the Home Screen, or Safari and a bookmark (`taps`). */
  go(url: string, taps?: number): Promise<void>;
  /** Safari's pull down from the top of a page, which loads it again. */
  pullToReload(): Promise<void>;
  /** A picture for the guide, named `name`, with `show` in view (none: as the screen is). */
  picture(name: string, show?: Locator): Promise<void>;
  /** What the phone's photo picker hands over, and its description: an iPhone's HEIC unless given. */
  photo?: PickedPhoto;
};

export type PickedPhoto = { name: string; mimeType: string; buffer: Buffer; alt: string; caption: string };

type PhoneHooks = {
  /** Hears every tap, and what each typing typed. */
  counted?: (taps: number, typed?: string) => void;
  picture?: Phone["picture"];
  photo?: PickedPhoto;
};

/** A phone on `page` that does what its user does, for a test, or with `hooks` for the guide (tools/guide-shots.ts). */
export function phoneOn(page: Page, { counted = () => undefined, picture = () => Promise.resolve(), photo }: PhoneHooks = {}): Phone {
  return {
    page,
    photo,
    picture,
    tap: async (target) => {
      counted(1);
      await target.tap();
    },
    type: async (target, text) => {
      counted(1, text);
      await target.tap();
      await target.fill(text);
    },
    retype: async ({ x, y }, text) => {
      counted(1, text);
      await page.mouse.dblclick(x, y);
      await page.keyboard.type(text);
    },
    go: async (url, taps = 1) => {
      counted(taps);
      await page.goto(url);
    },
    pullToReload: async () => {
      counted(1);
      await page.reload();
    },
  };
}

/** A phone that taps as its user does, and counts nothing. */
export const tappingPhone = (page: Page): Phone => phoneOn(page);

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

/** The next 24 December on the cafe's calendar from which three days are free (a year later if not). */
function christmas(contentDir: string): string {
  const now = today(contentDir);
  let year = Number(now.slice(0, 4));
  if (`${year}-12-24` < now) year += 1;
  while (freeDay(contentDir, `${year}-12-24`, 3) !== `${year}-12-24`) year += 1;
  return `${year}-12-24`;
}
/** "Closed several days in a row": 24 to 26 December. */
export const closedDays = (contentDir: string) => {
  const from = christmas(contentDir);
  return { from, until: addDays(from, 2), note: "Closed for the holidays" };
};

/** "Closed tomorrow": the day (the first free one from tomorrow) and its note. */
export const closedDay = (contentDir: string) => ({
  from: freeDay(contentDir, addDays(today(contentDir), 1)),
  note: "Closed for the storm",
});
/** "Different hours on one day": a day a week or more ahead, opening late and closing early. */
export const shortDay = (contentDir: string) => ({
  from: freeDay(contentDir, addDays(today(contentDir), 7)),
  opens: "10:00",
  closes: "13:00",
  note: "Short hours for a staff meeting",
});
/** "Two special dates in one Save": a closed day four weeks or more ahead, and short hours the day after. */
export const twoDays = (contentDir: string) => {
  const from = freeDay(contentDir, addDays(today(contentDir), 28), 2);
  return [
    { from, closed: true, note: "Closed for a staff day" },
    { from: addDays(from, 1), opens: "10:00", closes: "14:00", note: "Short hours after the staff day" },
  ];
};
/** "New weekly hours": Saturday opens at 8:00 AM from now on (8:30 if it already does). */
export const saturdayOpens = (contentDir: string) =>
  readContent(siteFile, contentDir).data.hours.saturday.opens === "08:00" ? "08:30" : "08:00";
const REQUIREMENT = "Happy to start at 6am";
const PHOTO_ALT = "A barista pouring milk into a latte in a white cup";
const PHOTO_CAPTION = "A latte at the Midtown bar";
const iPhonePhoto = (): PickedPhoto => ({
  name: "IMG_0101.HEIC",
  mimeType: "image/heic",
  buffer: fs.readFileSync(HEIC_PHOTO.file),
  alt: PHOTO_ALT,
  caption: PHOTO_CAPTION,
});

/** Fills in a special date just added: its day (and last day), closed or its hours, and its note. */
async function fillSpecialDate(phone: Phone, added: Locator, day: SpecialDay): Promise<void> {
  await phone.type(field(added, "from").locator("input"), day.from);
  if (day.until) await phone.type(field(added, "until").locator("input"), day.until);
  if (day.closed) await phone.tap(field(added, "closed").getByRole("switch"));
  if (day.opens) await phone.type(field(added, "opens").locator("input"), day.opens);
  if (day.closes) await phone.type(field(added, "closes").locator("input"), day.closes);
  await phone.type(field(added, "note").locator("input"), day.note);
}
type SpecialDay = { from: string; until?: string; closed?: boolean; opens?: string; closes?: string; note: string };
const specialDates = (data: Record<string, unknown>) => data.specialDates as Record<string, unknown>[];
/** The special date saved for `day`, as typed: the switch as set, and no last day unless one was typed. */
function savedAs(data: Record<string, unknown>, day: SpecialDay): void {
  const saved = specialDates(data).find((special) => special.from === day.from);
  expect(saved).toEqual(expect.objectContaining({ ...day, closed: Boolean(day.closed) }));
  if (!day.until) expect(saved?.until).toBeFalsy();
}

/** The carousel's photographs: which one the recipe swaps, and its bar in the list. */
const carousel = (page: Page) => field(page, "carousel", "slides");
/** The gallery's photographs: the last one goes (the list keeps at least its least). */
const galleryToRemove = (contentDir: string) => {
  const photos = readContent(midtownFile, contentDir).data.gallery.photos;
  return { index: photos.length - 1, alt: photos.at(-1)!.alt, left: photos.length - 1 };
};

/** One special date added, filled in, saved and published; `picture` names the guide's picture and the field at its top. */
const specialDateRecipe = (job: string, day: (contentDir: string) => SpecialDay, picture?: [string, string]): Recipe => ({
  job,
  file: siteFile,
  async run(phone, contentDir) {
    await open(phone, siteFile);
    const added = await addSpecialDate(phone);
    await fillSpecialDate(phone, added, day(contentDir));
    if (picture)
      await phone.picture(picture[0], picture[1] === "specialDates" ? field(phone.page, "specialDates") : field(added, picture[1]));
    await saveAndPublish(phone);
  },
  saved: ({ data }, contentDir) => savedAs(data, day(contentDir)),
});

export const RECIPES: Recipe[] = [
  specialDateRecipe("Closed tomorrow", (contentDir) => ({ ...closedDay(contentDir), closed: true }), ["closed-day", "specialDates"]),
  specialDateRecipe("Closed several days in a row", (contentDir) => ({ ...closedDays(contentDir), closed: true }), ["closed-days", "from"]),
  specialDateRecipe("Different hours on one day", shortDay, ["one-day-hours", "opens"]),
  specialDateRecipe("Holiday hours for a week", holidayWeek),
  {
    job: "Two special dates in one Save",
    file: siteFile,
    async run(phone, contentDir) {
      await open(phone, siteFile);
      for (const day of twoDays(contentDir)) await fillSpecialDate(phone, await addSpecialDate(phone), day);
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) => twoDays(contentDir).forEach((day) => savedAs(data, day)),
  },
  {
    job: "New weekly hours: Saturday opens at 8",
    file: siteFile,
    async run(phone, contentDir) {
      await open(phone, siteFile);
      const saturday = field(phone.page, "hours", "saturday");
      const closed = saturday.getByRole("switch");
      if ((await closed.getAttribute("aria-checked")) === "true") await phone.tap(closed);
      await phone.type(field(saturday, "opens").locator("input"), saturdayOpens(contentDir));
      await phone.picture("weekly-hours", saturday);
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) => {
      const { saturday } = data.hours as Record<string, Record<string, unknown>>;
      expect(saturday).toEqual(expect.objectContaining({ closed: false, opens: saturdayOpens(contentDir) }));
    },
  },
  {
    job: "The banner's offer, until Sunday",
    file: siteFile,
    async run(phone, contentDir) {
      await open(phone, siteFile);
      const banner = field(phone.page, "banner");
      await phone.type(field(banner, "offer").locator("input"), offerFor(contentDir));
      await phone.type(field(banner, "offerUntil").locator("input"), nextSunday(contentDir));
      await phone.picture("banner", field(banner, "headline"));
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) =>
      expect(data.banner).toEqual(expect.objectContaining({ offer: offerFor(contentDir), offerUntil: nextSunday(contentDir) })),
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
    job: "A carousel photo swapped from the phone",
    file: coffeeFile,
    async run(phone, contentDir) {
      const { page } = phone;
      await open(phone, coffeeFile);
      // Each photo of the list is folded to a bar that shows its description, in the page's order; its arrow opens it.
      const { alt } = readContent(coffeeFile, contentDir).data.carousel.slides[0]!;
      const photo = listItems(carousel(page)).first();
      await expect(photo).toContainText(alt);
      await phone.picture("photo-list", carousel(page));
      await phone.tap(photo.locator('[class*="-TopBarButton"]').first());
      await phone.tap(photo.getByRole("button", { name: "Choose different image" }));
      // Upload opens the phone's photo picker, which hands over the photo as the phone keeps it.
      const chooser = page.waitForEvent("filechooser", { timeout: 30_000 });
      await phone.tap(page.getByText("Upload", { exact: true }));
      const { alt: newAlt, caption, ...picked } = phone.photo ?? iPhonePhoto();
      await (await chooser).setFiles(picked);
      const choose = page.getByRole("button", { name: "Choose selected" });
      await expect(choose).toBeEnabled({ timeout: 30_000 });
      await phone.picture("upload");
      await phone.tap(choose);
      await phone.type(field(photo, "alt").locator("input"), newAlt);
      await phone.type(field(photo, "caption").locator("input"), caption);
      await phone.picture("photo-alt", field(photo, "image"));
      await saveAndPublish(phone);
    },
    saved: ({ data }) => {
      const { slides } = data.carousel as { slides: { image: string; alt: string; caption: string }[] };
      expect(slides[0]).toEqual({ image: "img_0101.jpg", alt: PHOTO_ALT, caption: PHOTO_CAPTION });
    },
  },
  {
    job: "A photo taken off the gallery",
    file: midtownFile,
    async run(phone, contentDir) {
      const { page } = phone;
      await open(phone, midtownFile);
      const bar = listItems(field(page, "gallery", "photos")).nth(galleryToRemove(contentDir).index);
      await expect(bar).toContainText(galleryToRemove(contentDir).alt);
      // The ✕ at the bar's right end.
      await phone.tap(bar.locator('[class*="-TopBarButton"]').last());
      await saveAndPublish(phone);
    },
    saved: ({ data }, contentDir) => {
      const { photos } = data.gallery as { photos: { alt: string }[] };
      const { alt, left } = galleryToRemove(contentDir);
      expect(photos).toHaveLength(left);
      expect(photos.map((photo) => photo.alt)).not.toContain(alt);
    },
  },
  {
    job: "A word fixed on a page",
    file: aboutFile,
    async run(phone, contentDir) {
      const { page } = phone;
      await open(phone, aboutFile);
      const text = field(page, "body").locator('[contenteditable="true"]');
      // A word chosen as a phone chooses a word (a double tap on it), then the right word typed.
      const { word, replacement } = wordToFix(contentDir);
      const at = await text.evaluate((element, last) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let node: Text | undefined;
        for (let next = walker.nextNode(); next; next = walker.nextNode())
          if (new RegExp(`\\b${last}\\b`).test(next.textContent ?? "")) node = next as Text;
        const range = document.createRange();
        const start = [...node!.textContent.matchAll(new RegExp(`\\b${last}\\b`, "g"))].at(-1)!.index;
        range.setStart(node!, start);
        range.setEnd(node!, start + last.length);
        node!.parentElement!.scrollIntoView({ block: "center" });
        const box = range.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, word);
      await phone.retype(at, replacement);
      await phone.picture("page-text");
      await saveAndPublish(phone);
    },
    saved: ({ body }, contentDir) => expect(body?.trimEnd()).toBe(wordToFix(contentDir).fixed),
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

/** "Holiday hours for a week": seven days three weeks or more ahead, open 8 to 2. */
function holidayWeek(contentDir: string): SpecialDay {
  const from = freeDay(contentDir, addDays(today(contentDir), 21), 7);
  return { from, until: addDays(from, 6), opens: "08:00", closes: "14:00", note: "Holiday hours" };
}

/**
 * The day's sign-in on Cloudflare: the editor from the Home Screen, then Access's page (the e-mail
 * address, Send me a code, the code from the e-mail, Sign in); the editor then opens signed in.
 * `code` reads the code Access e-mailed.
 */
export async function signInByCode(phone: Phone, origin: string, email: string, code: () => string): Promise<void> {
  const { page } = phone;
  await phone.go(`${origin}/admin/`);
  const address = page.getByLabel(ACCESS_WORDS.email);
  await address.waitFor();
  await phone.type(address, email);
  await phone.picture("sign-in-email");
  await phone.tap(page.getByRole("button", { name: ACCESS_WORDS.send }));
  await page.getByLabel(ACCESS_WORDS.code).waitFor();
  await phone.type(page.getByLabel(ACCESS_WORDS.code), code());
  await phone.picture("sign-in-code");
  await phone.tap(page.getByRole("button", { name: ACCESS_WORDS.signIn }));
  await expect(page.getByRole("link", { name: "Pages", exact: true }).first()).toBeVisible({ timeout: 60_000 });
}
/** What the phone's own apps take besides: opening Mail and the e-mail, then back to the editor; the e-mail's minute. */
export const CODE_FROM_MAIL = { taps: 3, seconds: 60 };

/**
 * "See it on the site": the site in Safari (its bookmark), the menu, the page, then a pull down from the
 * top, which loads the page again (Safari may show the page it kept).
 */
export async function seeItLive(phone: Phone, site: string, page: { label: string; path: string }): Promise<void> {
  const { page: tab } = phone;
  const { labels } = readContent(siteFile).data;
  const link = tab.getByRole("navigation", { name: labels.mainNavigation }).getByRole("link", { name: page.label, exact: true });
  // Safari, then the site among its Favorites.
  await phone.go(`${site}/`, 2);
  await phone.tap(tab.getByRole("button", { name: labels.menu }));
  await phone.tap(link);
  await expect(tab).toHaveURL(new RegExp(`${page.path}$`));
  await phone.pullToReload();
  // The page, loaded again: the menu, folded away on a phone, marks it as the one shown.
  const current = tab.getByRole("navigation", { name: labels.mainNavigation, includeHidden: true }).locator('[aria-current="page"]');
  await expect(current).toHaveText(page.label);
}

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

/** Words a sentence reads as well with: the guide's example of a word put right. */
const BETTER: Record<string, string> = { glad: "happy", happy: "glad", good: "great", great: "good", friendly: "warm", kind: "warm" };

/** ABOUT's text with its last word that has a better one (else its last word) changed: the word, and the text after. */
function wordToFix(contentDir: string) {
  const text = readContent(aboutFile, contentDir).body.trimEnd();
  const words = [...text.matchAll(/\p{L}+/gu)].map((match) => ({ word: match[0], index: match.index }));
  const { word, index } = [...words].reverse().find((found) => found.word in BETTER) ?? words.at(-1)!;
  const replacement = BETTER[word] ?? (word === "today" ? "now" : "today");
  return { word, replacement, fixed: text.slice(0, index) + replacement + text.slice(index + word.length) };
}
