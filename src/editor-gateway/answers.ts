/**
 * How the Worker answers: never cached, never indexed, no referrer sent on from its pages, and refusals as
 * one plain sentence, which the editor shows as it is (Decap reads an API error's `message`).
 */
import { CACHE, SECURITY_HEADERS } from "../hosting/headers";
import { renderPolicy } from "../lib/policy";

export const WORKER_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  "Referrer-Policy": "no-referrer",
  "Cache-Control": CACHE.none,
  "X-Robots-Tag": "noindex",
};

/** For answers that are data, not pages: nothing may run or load from them. */
const DATA_POLICY = renderPolicy({ "default-src": ["'none'"], "frame-ancestors": ["'none'"] });

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { ...WORKER_HEADERS, "Content-Security-Policy": DATA_POLICY, "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

/** A refusal or a failure, in words the staff can act on. */
export const sentence = (status: number, message: string, headers: Record<string, string> = {}) => json(status, { message }, headers);

/** What went wrong when nothing more specific can be said: the sentence reaches the editor, the details only the log. */
export function unexpected(where: string, error: unknown): Response {
  console.error(`${where}: ${error instanceof Error ? error.constructor.name : "unknown error"}`);
  return sentence(
    500,
    "Something went wrong on the site's side, so nothing was changed. Try again in a minute; if it happens again, tell whoever looks after the website.",
  );
}
