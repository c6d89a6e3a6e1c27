/**
 * @jest-environment node
 *
 * Every sentence the staff or the owner can meet when editing stops has an entry in docs/hosting.md's
 * runbook, with its cause and its fix: the gateway's (SAY), the editor page's sign-in (SIGN_IN_WORDS),
 * the setup page's troubles and the names of its checks, and the few of Decap's own that EDITING.md
 * quotes. A sentence added without an entry fails here. A sentence that fills in a value (a file, a
 * reason) is matched on its fixed words, in order, within one entry.
 */
import fs from "fs";
import path from "path";
import { IDENTITY_EMAILS } from "../editor/addresses";
import { SIGN_IN_WORDS } from "../editor/admin/identity";
import { SETUP_TROUBLE } from "../editor/admin/setup/words";
import { SAY } from "../editor/gateway/answers";
import { CHECKS } from "../editor/gateway/setup";

const hosting = fs.readFileSync(path.join(__dirname, "..", "docs", "hosting.md"), "utf8");
const start = hosting.indexOf("## When editing stops: the runbook");
const runbook = hosting.slice(start, hosting.indexOf("\n## ", start + 1));

/** The runbook's entries (list items, table rows, paragraphs) as a reader sees their words. */
const entries = runbook.split(/\n(?=\s*[-|] )|\n\s*\n/).map((entry) =>
  entry
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1")
    .replace(/\s+/g, " ")
    .trim(),
);

/** Stands for whatever a sentence fills in: a text, a number or a list of them. */
const BLANK = "\u0000";
const blank = Object.assign([BLANK], { toString: () => BLANK });
type Words = Record<string, string | ((...values: never[]) => string)>;
const sentences = (source: string, words: Words): [name: string, sentence: string][] =>
  Object.entries(words).map(([name, said]) => [
    `${source}.${name}`,
    typeof said === "string" ? said : (said as (...values: unknown[]) => string)(...Array<unknown>(said.length).fill(blank)),
  ]);

const all = [
  ...sentences("SAY", SAY),
  ...sentences("SIGN_IN_WORDS", SIGN_IN_WORDS),
  ...sentences("SETUP_TROUBLE", SETUP_TROUBLE),
  ...sentences("CHECKS", CHECKS),
];

/** The entry that holds `sentence`'s fixed words in order, if any. */
function entryFor(sentence: string): string | undefined {
  const fixed = sentence
    .split(BLANK)
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]/.test(part));
  return entries.find((entry) => {
    let from = 0;
    for (const part of fixed) {
      const at = entry.indexOf(part, from);
      if (at < 0) return false;
      from = at + part.length;
    }
    return true;
  });
}

it("the runbook is there, with its own entries", () => {
  expect(start).toBeGreaterThan(0);
  expect(entries.length).toBeGreaterThan(all.length / 2);
});

it.each(all)("%s has an entry in docs/hosting.md's runbook", (_name, sentence) => {
  expect(entryFor(sentence)).toBeDefined();
});

it("each sentence of the staff's has its cause and fix beside it, not the sentence alone", () => {
  const bare = [...sentences("SAY", SAY), ...sentences("SIGN_IN_WORDS", SIGN_IN_WORDS)].filter(([, sentence]) => {
    const entry = entryFor(sentence)!;
    return (
      entry
        .replace(/"[^"]*"/g, "")
        .replace(/\W+/g, " ")
        .trim()
        .split(" ").length < 6
    );
  });
  expect(bare).toEqual([]);
});

it("Netlify Identity's two e-mail templates are named by their paths", () => {
  for (const template of Object.values(IDENTITY_EMAILS)) expect(hosting).toContain(`\`${template}\``);
});
