/**
 * What a host (cloudflare.ts, netlify.ts) gives the gateway: who is asking, the App's settings, GitHub's
 * addresses and the checks only it can make for the setup page.
 */
import type { AppSettings } from "./github";
import type { StaffMember } from "./staff";

/** One setting, as the setup page shows it. */
export type HostCheck = { check: string; state: "fine" | "fix" | "look"; found: string; fix?: string };

export type Host = {
  /** Who is asking, or the refusal that says why no one is. */
  member(): Promise<StaffMember | Response>;
  /** The App's settings, or the names of those the owner has not given yet. */
  app: Omit<AppSettings, "api"> | { missing: string[] };
  /** GitHub's API and web addresses (a stand-in's in the tests). */
  api: string;
  web: string;
  /** What only this host can tell the setup page (its sign-in's settings). */
  checks(): Promise<HostCheck[]>;
  /** Where the owner types the App's ID and key, on this host's dashboard. */
  settings: string;
};
