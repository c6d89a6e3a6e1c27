/**
 * The editor's "Recent changes": a button beside the line that says when the site shows a change, and the
 * dialog it opens (both in the page from the start, editor/admin/page.ts). It lists the recent published
 * changes in the staff's words, and puts one back with one tap. Decap's own screens are left alone.
 */
import { cardsLine, recentChanges, type Change } from "./history";
import { putBack, type PutBackOutcome } from "./put-back";
import { CHANGES_IDS } from "../page-parts";
import { copyButton, element } from "../dom";
import { time, type PublishWatch } from "../preview/live-status";

/** The editing tool's words, not the site's: here, beside the code that says them (EDITING.md quotes them). */
export const CHANGES_WORDS = {
  loading: "Looking up the recent changes...",
  none: "No changes have been published yet.",
  failed: "The recent changes could not be looked up. Check the phone's connection, then close this and open it again.",
  putBack: "Put back",
  // The phone's own box, as before a publish: a tap goes live.
  sure: "Are you sure you want to put back this change? The site then shows what was there before it.",
  puttingBack: "Putting back...",
  published: "Put back. The site shows it in a few minutes: the line at the bottom of the editor will say when.",
  conflicts: "A later change touched the same place, so nothing was put back. The earlier values, to type or paste into the form:",
  draftFirst: (card: string) =>
    `${card} has a saved change that is not published yet. Publish it or delete it first (Workflow), then put this back.`,
  refused: (message: string) => `Nothing was put back: ${message}`,
  copy: "Copy",
  copied: "Copied",
};
const SAY = CHANGES_WORDS;

const when = (iso: string) => {
  const date = new Date(iso);
  const day = new Date(date).setHours(0, 0, 0, 0);
  const today = new Date().setHours(0, 0, 0, 0);
  if (day === today) return `today at ${time(date)}`;
  if (today - day === 86_400_000) return `yesterday at ${time(date)}`;
  return `${new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short" }).format(date)} at ${time(date)}`;
};

function outcomeOf(result: PutBackOutcome, item: HTMLElement, status: HTMLElement) {
  if ("published" in result) status.textContent = SAY.published;
  else if ("draftFirst" in result) status.textContent = SAY.draftFirst(result.draftFirst);
  else {
    status.textContent = SAY.conflicts;
    const list = element("dl", [], { class: "earlier" });
    for (const { card, field, earlier } of result.conflicts) {
      list.append(element("dt", `${card}: ${field}`), element("dd", [element("pre", earlier), copyButton(SAY.copy, earlier, SAY.copied)]));
    }
    item.append(list);
  }
}

function item(change: Change, watch: PublishWatch): HTMLLIElement {
  const entry = element("li");
  const status = element("p", [], { role: "status" });
  const button = element("button", SAY.putBack, { type: "button" });
  button.addEventListener("click", () => {
    if (!confirm(SAY.sure)) return;
    button.disabled = true;
    status.textContent = SAY.puttingBack;
    putBack(change, watch).then(
      (result) => outcomeOf(result, entry, status),
      (error: unknown) => {
        status.textContent = SAY.refused(error instanceof Error ? error.message : String(error));
        button.disabled = false;
      },
    );
  });
  entry.append(element("h3", cardsLine(change.cards)), element("p", `${change.who}, ${when(change.when)}`), button, status);
  return entry;
}

/** The button shows once someone is signed in, and not over an entry's form, where the phone's switch sits. */
function showOpen(open: HTMLButtonElement) {
  open.hidden = !window.netlifyIdentity?.currentUser() || location.hash.includes("/entries/");
}

export function startRecentChanges(watch: PublishWatch | undefined): void {
  const open = document.getElementById(CHANGES_IDS.open) as HTMLButtonElement | null;
  const dialog = document.getElementById(CHANGES_IDS.dialog) as HTMLDialogElement | null;
  const list = dialog?.querySelector("ol");
  const said = dialog?.querySelector<HTMLElement>("[data-said]");
  if (!watch || !open || !dialog || !list || !said) return;
  showOpen(open);
  addEventListener("hashchange", () => showOpen(open));
  dialog.querySelector("[data-close]")?.addEventListener("click", () => dialog.close());
  open.addEventListener("click", () => {
    list.replaceChildren();
    said.textContent = SAY.loading;
    dialog.showModal();
    recentChanges().then(
      (changes) => {
        said.textContent = changes.length === 0 ? SAY.none : "";
        list.replaceChildren(...changes.map((change) => item(change, watch)));
      },
      () => (said.textContent = SAY.failed),
    );
  });
}
