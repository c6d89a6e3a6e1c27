/**
 * Decap's English words that the staff meet, in their words: no "entry", no "collections", no
 * "Editorial Workflow". Laid over Decap's own texts with its documented CMS.registerLocale before it
 * starts (preview/register.tsx); a key Decap no longer has is simply unused (EDITING.md quotes these).
 */
type Words = { [key: string]: string | Words };

export const DECAP_WORDS = {
  collection: { sidebar: { collections: "What to change" } },
  ui: {
    toast: {
      entrySaved: "Change saved",
      entryPublished: "Change published",
      entryUpdated: "Status changed",
      // The refusal's own sentence, which says what was not saved or published and why (SAY).
      onFailToPersist: "%{details}",
      onFailToPublishEntry: "%{details}",
    },
  },
  editor: {
    // A refused first Save leaves Decap calling the draft an entry; the guide names one button for both.
    editorToolbar: { deleteUnpublishedEntry: "Delete unpublished changes" },
    editor: {
      onPublishing: "Are you sure you want to publish this change?",
      onDeleteUnpublishedChanges: "Your saved change, not published yet, will be thrown away. The site stays as it is. Go on?",
      confirmLoadBackup: "This phone kept a change here that was not saved. Bring it back?",
    },
  },
  workflow: {
    workflow: {
      loading: "Looking up the saved changes",
      workflowHeading: "Saved changes, not published yet",
      // Decap counts the changes In review and Ready (not the Drafts).
      description:
        "%{smart_count} change in review, %{readyCount} ready to publish. |||| %{smart_count} changes in review, %{readyCount} ready to publish.",
    },
    workflowList: {
      onPublishEntry: "Are you sure you want to publish this change?",
      onDeleteEntry: "Are you sure you want to throw away this saved change?",
      currentEntries: "%{smart_count} change |||| %{smart_count} changes",
    },
  },
} satisfies Words;

/** `words` laid over `base`, key by key. */
function over(base: Words, words: Words): Words {
  const merged: Words = { ...base };
  for (const [key, value] of Object.entries(words)) {
    const under = merged[key];
    merged[key] = typeof value === "string" || typeof under !== "object" ? value : over(under, value);
  }
  return merged;
}

export type Locales = { getLocale(name: string): Words | undefined; registerLocale(name: string, words: Words): void };

export function applyStaffWords(cms: Locales): void {
  cms.registerLocale("en", over(cms.getLocale("en") ?? {}, DECAP_WORDS));
}
