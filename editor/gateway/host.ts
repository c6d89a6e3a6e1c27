/**
 * What a host (cloudflare.ts, netlify.ts) gives the gateway, and the checks only it can make for the
 * setup page. Its own file, so that the gateway (editor.ts) and the setup report (setup.ts), which each
 * read it, need not import each other.
 */
import type { Env } from "./github";
import type { StaffMember } from "./staff";

/** One setting, as the setup page shows it. */
export type HostCheck = { check: string; state: "fine" | "fix" | "look"; found: string; fix?: string };
export const fine = (check: string, found: string): HostCheck => ({ check, state: "fine", found });
/** Needs fixing (or, `look`, only the owner can judge it): what was found, and the dashboard page and value that fix it. */
export const fix = (check: string, found: string, how: string): HostCheck => ({ check, state: "fix", found, fix: how });
export const look = (check: string, found: string, how: string): HostCheck => ({ check, state: "look", found, fix: how });

/** What a host (cloudflare.ts, netlify.ts) gives the gateway. */
export type Host = {
  /** Who is asking, or the refusal that says why no one is. */
  member(): Promise<StaffMember | Response>;
  /** The host's settings: the GitHub App's, and GitHub's addresses (a stand-in's in the tests). */
  env: Env;
  /** What only this host can tell the setup page (its sign-in's settings). */
  checks(): Promise<HostCheck[]>;
  /** Where the owner types the App's ID and key, on this host's dashboard. */
  settings: string;
};
