/**
 * The names a request may carry, checked before anything is asked of GitHub: branch names by git's own
 * rules (git-check-ref-format(1)), then written afresh from the checked name, so what was checked is what
 * GitHub gets; object names as 40 hex digits; paths in content/ as plain names.
 */
import { CONTENT } from "../../src/schema/content-file";

/** The three labels Decap's editorial workflow puts on its drafts, and no other. */
export const LABELS = ["decap-cms/draft", "decap-cms/pending_review", "decap-cms/pending_publish"];

export const isSha = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{40}$/.test(value);

/** git's rules for a branch's name, as `git check-ref-format --branch` applies them. */
function isBranchName(name: string): boolean {
  if (name === "@" || name.includes("..") || name.includes("@{") || name.includes("//")) return false;
  if (name.startsWith("/") || name.endsWith("/") || name.endsWith(".")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return false;
  return name.split("/").every((part) => part.length > 0 && !part.startsWith(".") && !part.endsWith(".lock"));
}

/** Decap's drafts: one branch per entry, cms/<collection>/<entry>, named as git allows. */
export const isDraft = (name: string | undefined): name is string => name !== undefined && name.startsWith("cms/") && isBranchName(name);

/** A part of an address, decoded; none if its escapes are not UTF-8 (%E0 alone). */
export function decoded(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** A draft's branch name as the editor sends it in an address (cms%2Fpages%2Fcoffee), if it is one. */
export function draftBranch(encoded: string): string | undefined {
  const name = decoded(encoded);
  return isDraft(name) ? name : undefined;
}

/** A checked name, as an address: each part encoded, its slashes kept. */
export const refPath = (branch: string) => branch.split("/").map(encodeURIComponent).join("/");

/** A path the editor may write: in content/, each part a plain name (no leading dot, no "." or "..", no backslash). */
export const isContentPath = (file: unknown): file is string =>
  typeof file === "string" &&
  file.startsWith(CONTENT) &&
  file
    .slice(CONTENT.length)
    .split("/")
    .every((part) => part.length > 0 && !part.startsWith(".") && !part.includes("\\") && !/[\x00-\x1f\x7f]/.test(part)); // eslint-disable-line no-control-regex
