/**
 * The content schema: every file under content/ and every field in it, declared once. To add a field, add
 * one line here and use it in the page's query; the GraphQL types, the checks and the CMS forms follow.
 */
import { altText, date, float, image, int, list, object, photo, text, time, yesNo, type Field, type FileSchema } from "./kinds";
import { WEEK } from "../lib/calendar";
import { announcementRule, bannerRule, dayHoursRule, specialDateRule, specialDatesRule } from "./hours-rules";

/** A page in the menu: its address and its name there. The 404 page has neither (its address is fixed, PAGES below). */
const menuFields = {
  path: text("Page address", { format: "path", hint: "Where the page lives on the site, e.g. /coffee." }),
  menuLabel: text("Name in the menu", { maxLength: 20, hint: "The page's link in the menu at the top of every page, e.g. COFFEE." }),
};

const pageFields = {
  title: text("Browser tab title", { maxLength: 70, hint: "Shown in the browser tab and in search results." }),
  description: text("Search description", {
    maxLength: 200,
    multiline: true,
    hint: "One or two sentences shown under the page's name in search results.",
  }),
};
const body = (hint: string, headings = false) => ({ label: "Text", hint, headings });

/** Opening and closing time, or closed all day (`closed`: its switch, which differs for a weekday and a special date). */
const hoursFields = <Closed extends Field>(closed: Closed) => ({
  closed,
  opens: time("Opens", { optional: true }),
  closes: time("Closes", { optional: true }),
});

/**
 * A weekday's switch closes that day of every week, until it is switched off: staff closing for one
 * storm reached for it, and closed every Monday. The label says so, and the hint points to a special date.
 */
const weeklyClosed = (day: string) =>
  yesNo(`Closed every ${day}`, {
    optional: true,
    hint: `Closes the cafe on every ${day}, week after week, until you switch it off. Closed on one day only? Add a special date below instead.`,
  });
const specialClosed = yesNo("Closed", { optional: true, hint: "Switch on if the cafe is closed all day; the times are then ignored." });

/** Optional dates between which an announcement (`what` it shows) is on the page; hidden once its last day has passed. */
const shownFrom = (what: string) => ({
  from: date("Show from", { optional: true, hint: `The first day to show ${what}. Empty: from now.` }),
  until: date("Show until", { optional: true, hint: `The last day to show ${what}, in the cafe's time zone. Empty: no last day.` }),
});

export const siteFile = {
  file: "site/site.yaml",
  typeName: "SiteYaml",
  label: "Site-wide facts",
  description: "Every page reads these: change a value here and it changes everywhere it appears.",
  fields: {
    name: text("Business name"),
    wordmark: object("Wordmark", "Wordmark (logo text)", {
      top: text("Top line"),
      bottom: text("Bottom line (in gold)"),
    }),
    summary: text("One-line summary", { multiline: true, hint: "Shown under the wordmark on the home page." }),
    address: object("PostalAddress", "Address", {
      street: text("Street"),
      city: text("City"),
      region: text("State", { hint: "Two letters, e.g. CA." }),
      postalCode: text("ZIP code", { format: "zip" }),
      country: text("Country", { format: "country", hint: "Two-letter code for search engines, e.g. US." }),
      coordinates: text("Map position", {
        format: "coordinates",
        optional: true,
        hint: "The latitude and longitude of the cafe's door, as a maps app shows them when you touch and hold the spot (right-click it on a computer), e.g. 38.57, -121.47. The directions links then lead to that exact spot, and search engines place the cafe there; left empty, they use the address.",
      }),
    }),
    directions: object(
      "Directions",
      "Directions link",
      {
        label: text("Link's words", { maxLength: 30, hint: "e.g. Directions." }),
        spoken: text("Said after them to screen readers", {
          placeholders: ["address"],
          hint: "Where the link goes, read out after its words. {address} is the address above, e.g. to {address}, on a map in a new tab.",
        }),
      },
      {
        hint: "The link beside the address, wherever a page shows it (the home, Midtown and Join the Team pages, and every footer): a tap opens the visitor's maps app (Google Maps, or Apple Maps on an iPhone or a Mac) with the way to the cafe.",
      },
    ),
    socialAccounts: list(
      "Social media accounts",
      object("SocialAccount", "Account", {
        name: text("Name", { maxLength: 30, hint: "The link's words in the footer, e.g. Instagram." }),
        url: text("Web address", { format: "webAddress", hint: "The account's page, e.g. https://www.instagram.com/identitycoffees." }),
      }),
      {
        optional: true,
        hint: "Optional: each account is linked in every footer and named to search engines; an account on X (x.com) also goes on the page's card when it is shared there.",
      },
    ),
    phone: text("Phone", {
      format: "usPhone",
      hint: "Written the way people dial it, with the area code, e.g. 916-225-0738. The site makes the tap-to-call link from it.",
    }),
    email: text("E-mail", { format: "email" }),
    timeZone: text("Time zone", {
      format: "timeZone",
      hint: "The cafe's time zone, e.g. America/Los_Angeles: the opening hours and the dates below are in it.",
    }),
    hours: object(
      "OpeningHours",
      "Opening hours",
      Object.fromEntries(
        WEEK.map((day) => [day.toLowerCase(), object("DayHours", day, hoursFields(weeklyClosed(day)), { across: dayHoursRule })]),
      ) as Record<Lowercase<(typeof WEEK)[number]>, ReturnType<typeof object<ReturnType<typeof hoursFields<typeof specialClosed>>>>>,
      { hint: "The regular hours of each day. Days with the same hours are written together on the pages." },
    ),
    specialDates: list(
      "Special dates",
      object(
        "SpecialDate",
        "Special date",
        {
          from: date("Date", { hint: "The day, or the first day of a range." }),
          until: date("Last day", {
            optional: true,
            hint: "For several days in a row, such as December 24 to 26: the last of them. Empty: the Date alone.",
          }),
          ...hoursFields(specialClosed),
          note: text("Note", { maxLength: 60, hint: 'Why, in a few words, e.g. "Closed for Thanksgiving".' }),
        },
        { across: specialDateRule },
      ),
      {
        across: specialDatesRule,
        hint: "Holidays and other days with other hours. They replace the regular hours on those days and are announced on the home page two weeks ahead.",
      },
    ),
    hoursWords: object(
      "HoursWords",
      "Words around the hours",
      {
        openUntil: text("While open", { placeholders: ["time"], hint: "{time} is the closing time, e.g. Open now, until {time}." }),
        opensToday: text("Closed, opening later today", { placeholders: ["time"], hint: "e.g. Closed now, opens at {time}." }),
        opensTomorrow: text("Closed, opening tomorrow", { placeholders: ["time"], hint: "e.g. Closed now, opens tomorrow at {time}." }),
        opensOn: text("Closed, opening another day", {
          placeholders: ["day", "time"],
          hint: "{day} is the day's name, or its date beyond a week, e.g. Closed now, opens {day} at {time}.",
        }),
        closedNow: text("Closed, no opening in sight", { hint: "When no opening time is set for the next five weeks." }),
        closedDay: text("Closed day", { hint: "Written beside a day without hours in the list of opening hours, e.g. Closed." }),
      },
      {
        hint: "The \"open now\" line under the hours on the home and Midtown pages, worked out in the visitor's browser on the cafe's clock (a special date's note follows in brackets), and the word for a closed day.",
      },
    ),
    banner: object(
      "Banner",
      "Banner on the home page",
      {
        headline: text("Headline", { maxLength: 80, hint: "The news, in a few words." }),
        offer: text("Offer", { maxLength: 60, hint: "Shown in gold after the headline." }),
        // Staff expected "Show until" to end the offer alone, and lost the headline with it.
        offerUntil: date("Offer until", {
          optional: true,
          hint: "The offer's last day. The next day the offer disappears from the banner by itself, and the headline stays. Empty: the offer shows as long as the headline.",
        }),
        ...shownFrom("the headline and the offer"),
        announceSpecialDates: yesNo("Announce special dates", {
          hint: "When on, the special dates of the next two weeks are listed in the banner, each from two weeks ahead until it has passed.",
        }),
      },
      { across: bannerRule },
    ),
    copyrightYear: int("Copyright year", { min: 2000, max: 2100 }),
    shortName: text("Short name", { maxLength: 12, hint: "Shown under the icon when the site is added to a phone's home screen." }),
    icon: image("Site icon", {
      types: ["svg", "png"],
      square: true,
      minLongSide: 512,
      hint: "The small picture in browser tabs and on a phone's home screen: an SVG, or a PNG, in the same folder.",
    }),
    social: object(
      "Photo",
      "Social sharing picture",
      {
        image: image("Picture file", {
          exactSize: { width: 1200, height: 630 },
          hint: "A JPEG of exactly 1200 x 630 pixels, in the same folder.",
        }),
        alt: altText(),
      },
      { hint: "Shown when a page is shared on social media or in a chat." },
    ),
    labels: object(
      "FrameLabels",
      "Words for keyboard and screen-reader users",
      {
        skipLink: text("Skip link", { hint: "The first link on every page, for keyboard users." }),
        menu: text("Menu button", { hint: "The button that opens the menu on phones." }),
        mainNavigation: text("Name of the top menu", { hint: "Read out by screen readers." }),
        announcement: text("Name of the banner", { hint: "Read out by screen readers." }),
      },
      { hint: "Words of the page frame that keyboard and screen-reader users meet on every page." },
    ),
  },
} satisfies FileSchema;

export const homeFile = {
  file: "home/index.md",
  typeName: "HomePage",
  label: "Home page",
  body: body("The short introduction under the big photograph."),
  fields: {
    ...pageFields,
    ...menuFields,
    hero: photo("Big photograph", { hint: "The large photograph behind the wordmark." }),
    visit: object("HomeVisit", "Visit us block", {
      heading: text("Heading"),
      addressLabel: text("Address label"),
      phoneLabel: text("Phone label"),
      emailLabel: text("E-mail label"),
      hoursLabel: text("Hours label"),
    }),
  },
} satisfies FileSchema;

export const coffeeFile = {
  file: "coffee/index.md",
  typeName: "CoffeePage",
  label: "Coffee page",
  body: body("The paragraphs under the heading."),
  fields: {
    ...pageFields,
    ...menuFields,
    heading: text("Heading"),
    carousel: object("Carousel", "Photo carousel", {
      label: text("Name of the carousel", { hint: "Read out by screen readers." }),
      intervalSeconds: float("Seconds per photo", { min: 2, max: 30 }),
      roleDescription: text("What screen readers call the carousel", { hint: "e.g. carousel" }),
      slideRoleDescription: text("What screen readers call one photo", { hint: "e.g. slide" }),
      slideLabel: text("Name of each photo", { placeholders: ["n", "total"], hint: "{n} and {total} are filled in, e.g. {n} of {total}." }),
      controls: object("CarouselControls", "Button names", {
        pause: text("Pause button"),
        play: text("Play button"),
        previous: text("Previous button"),
        next: text("Next button"),
        goTo: text("Dot buttons", {
          placeholders: ["n", "total"],
          hint: "{n} and {total} are filled in, e.g. Go to slide {n} of {total}.",
        }),
      }),
      slides: list("Photos", photo("Photo", { fields: { caption: text("Caption", { maxLength: 120 }) }, typeName: "Slide", crop: 1.5 }), {
        // Eight indicators, 24 px each, fit one row beside the buttons on a 320 px phone; ten did not.
        min: 2,
        max: 8,
        hint: "Two to eight, shown in this order; drag to reorder.",
      }),
    }),
  },
} satisfies FileSchema;

export const midtownFile = {
  file: "midtown/index.md",
  typeName: "MidtownPage",
  label: "Midtown Cafe page",
  body: body("The welcome text."),
  fields: {
    ...pageFields,
    ...menuFields,
    heading: text("Heading"),
    notice: object(
      "Notice",
      "Notice",
      {
        heading: text("Heading"),
        points: list("Points", text("Point"), { min: 1 }),
        thanks: text("Closing line"),
        ...shownFrom("it"),
      },
      { across: announcementRule },
    ),
    welcome: object("Section", "Welcome", { heading: text("Heading") }),
    gallery: object("Gallery", "Photo gallery", {
      heading: text("Heading", { hint: "Read out by screen readers." }),
      photos: list("Photos", photo("Photo", { crop: 1 }), {
        min: 1,
        hint: "Shown in rows of four (two on phones); photos in a last, shorter row widen to fill it.",
      }),
    }),
    exterior: photo("Outside photograph"),
    info: object("MidtownInfo", "Info row", {
      placeLabel: text("Address heading"),
      hoursLabel: text("Hours heading"),
      contactLabel: text("Contact heading"),
    }),
  },
} satisfies FileSchema;

export const teamFile = {
  file: "team/index.md",
  typeName: "TeamPage",
  label: "Join the Team page",
  body: body("The description of the company, above the requirements."),
  fields: {
    ...pageFields,
    ...menuFields,
    heading: text("Heading"),
    subheading: text("Subheading"),
    requirements: object("Requirements", "Requirements", {
      heading: text("Heading"),
      groups: list(
        "Groups",
        object("RequirementGroup", "Group", { name: text("Group name"), items: list("Requirements", text("Requirement"), { min: 1 }) }),
        { min: 1 },
      ),
    }),
    apply: object("Apply", "How to apply", { heading: text("Heading"), text: text("Text", { multiline: true }) }),
  },
} satisfies FileSchema;

export const aboutFile = {
  file: "about/index.md",
  typeName: "AboutPage",
  label: "About page",
  body: body(
    "The founders' story, the later cafes, the P.S. and the thanks. To start a new part, write its heading on a line of its own, then tap H above the text and choose Heading 2.",
    true,
  ),
  fields: {
    ...pageFields,
    ...menuFields,
    heading: text("Heading"),
    photo: photo("Photograph of the founders"),
  },
} satisfies FileSchema;

export const notFoundFile = {
  file: "not-found/index.md",
  typeName: "NotFoundPage",
  label: "Page not found (404)",
  body: body("The short message under the heading."),
  fields: {
    ...pageFields,
    heading: text("Heading"),
    linksHeading: text("Heading above the list of pages"),
  },
} satisfies FileSchema;

/**
 * Every page of the site, in the menu's order: each becomes a route, an entry in the menu (if it has a
 * `path`) and a form in the CMS. To add a page, see docs/architecture.md ("Adding a page").
 */
export const PAGES: readonly PageRow[] = [
  { content: homeFile, template: "home" },
  { content: coffeeFile, template: "coffee" },
  { content: midtownFile, template: "midtown" },
  { content: teamFile, template: "team" },
  { content: aboutFile, template: "about" },
  { content: notFoundFile, template: "not-found", fixedPath: "/404" },
];

export type PageRow = {
  content: FileSchema;
  /** The file's name in src/templates/, without .tsx. */
  template: string;
  /** A page outside the menu, at this address; a page in the menu lives at its file's `path`. */
  fixedPath?: string;
};

export const pageFiles: FileSchema[] = PAGES.map((page) => page.content);
export const contentFiles: FileSchema[] = [siteFile, ...pageFiles];
