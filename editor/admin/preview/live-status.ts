/** After a publish, says in the editor's live region when the site shows it (docs/content-and-cms.md, "Live on the site"). */
import { BUILD_INFO_PATH, type BuildInfo } from "../../../src/lib/build-info";
import { LIVE_STATUS_ID } from "../page-parts";

/** How often the site is asked; an answer is a few hundred bytes. */
const POLL_MS = 20_000;
/** A build and deploy take a few minutes; after this long, something is wrong. */
const LATE_MINUTES = 15;
/** GitHub's clock against the host's, and a commit's time rounded down to the second. */
const CLOCK_SLACK_MS = 2_000;
/** Kept so that a reloaded editor goes on watching, for a day at most. */
const STORAGE_KEY = "live-status";
const FORGET_MS = 24 * 60 * 60_000;

type Watch = {
  /** The moment of publishing on the host's clock, and the build live then (none if the site did not answer). */
  publishedAt: number;
  before?: BuildInfo;
  /** This device's clock: when watching began, and when the site was last asked. */
  startedAt: number;
  checkedAt?: number;
};

/** "9:05 AM", in the phone's own language. */
export const time = (at: number | Date) => new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(at);

const SAY = {
  waiting: "Published. The site shows it in a few minutes: this line will say when.",
  live: (at: number) => `Published. The site shows it since ${time(at)}.`,
  // When the editor was away (a phone asleep), it knows only that the site shows it now.
  liveBy: (at: number) => `Published. The site shows it (seen at ${time(at)}).`,
  late:
    `Published, but after ${LATE_MINUTES} minutes the site does not show it yet. Your change is kept: you need not make it ` +
    "again. Tell the owner. This line changes once the site shows it.",
};

/** A later build of a commit made at the publish or after: one already under way before it is not this one. */
function showsPublish(build: BuildInfo | undefined, watch: Watch): boolean {
  if (!build) return false;
  const changed = build.commit !== watch.before?.commit || build.committed !== watch.before?.committed;
  return changed && Date.parse(build.committed) >= watch.publishedAt - CLOCK_SLACK_MS;
}

/** The live build, and the host's clock at that moment (this device's when the host sends no Date). */
async function askSite(): Promise<{ build?: BuildInfo; now: number }> {
  const response = await fetch(BUILD_INFO_PATH, { cache: "no-store" });
  const now = Date.parse(response.headers.get("Date") ?? "");
  const build = response.ok ? ((await response.json()) as BuildInfo) : undefined;
  return { build, now: Number.isNaN(now) ? Date.now() : now };
}

const stored = (): Watch | undefined => {
  try {
    return (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Watch | null) ?? undefined;
  } catch {
    return undefined;
  }
};
const store = (watch: Watch | undefined) =>
  watch ? localStorage.setItem(STORAGE_KEY, JSON.stringify(watch)) : localStorage.removeItem(STORAGE_KEY);

type EventListener = { name: "prePublish" | "postPublish"; handler: () => Promise<void> | void };

/** What else publishes (a put-back, editor/admin/changes/) tells the line, as Decap's Publish does through its events. */
export type PublishWatch = { publishing(): Promise<void>; published(): void };

/** `listen` is Decap's CMS.registerEventListener. */
export function watchPublishes(listen: (listener: EventListener) => void): PublishWatch | undefined {
  const region = document.getElementById(LIVE_STATUS_ID);
  const close = region?.parentElement?.querySelector<HTMLButtonElement>("button[data-close]");
  if (!region || !close) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let publishing: Watch | undefined;

  const say = (words: string) => {
    // The same words again would be announced again.
    if (region.textContent !== words) region.textContent = words;
    close.hidden = words === "";
  };

  async function check(): Promise<void> {
    const watch = stored();
    if (!watch || Date.now() - watch.startedAt > FORGET_MS) return store(undefined);
    const answer = await askSite().catch(() => undefined);
    const now = Date.now();
    if (answer && showsPublish(answer.build, watch)) {
      const watched = watch.checkedAt !== undefined && now - watch.checkedAt <= 2 * POLL_MS;
      say(watched ? SAY.live(now) : SAY.liveBy(now));
      store(undefined);
      return;
    }
    say(now - watch.startedAt >= LATE_MINUTES * 60_000 ? SAY.late : SAY.waiting);
    store({ ...watch, checkedAt: now });
    timer = setTimeout(() => void check(), POLL_MS);
  }

  close.addEventListener("click", () => {
    clearTimeout(timer);
    store(undefined);
    say("");
  });
  const watch: PublishWatch = {
    async publishing() {
      const { build, now } = await askSite().catch(() => ({ build: undefined, now: Date.now() }));
      publishing = { publishedAt: now, before: build, startedAt: Date.now() };
    },
    published() {
      if (!publishing) return;
      clearTimeout(timer);
      store({ ...publishing, checkedAt: Date.now() });
      say(SAY.waiting);
      timer = setTimeout(() => void check(), POLL_MS);
    },
  };
  // Decap stops a publish whose prePublish handler throws: this one never does.
  listen({ name: "prePublish", handler: () => watch.publishing() });
  listen({ name: "postPublish", handler: () => watch.published() });
  if (stored()) void check();
  return watch;
}
