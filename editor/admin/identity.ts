/**
 * Who is signed in, in the shape Decap's git-gateway backend asks of Netlify Identity's widget
 * (`window.netlifyIdentity`: currentUser(), its jwt(), and the events on, init, login). On Netlify it is
 * the widget itself, served by the site. On Cloudflare, Access has already signed the member of staff in
 * before the page loaded, so a stand-in for the widget asks the gateway who they are: the editor opens
 * signed in, with no Login to press (src/workarounds/package-internals.ts registers this reliance).
 */
import { GATEWAY } from "../addresses";
import { SETUP_TROUBLE } from "./setup/words";

type User = { email: string; user_metadata: { full_name: string }; app_metadata: object; jwt(): Promise<string> };
type Identity = {
  currentUser(): User | null;
  on(event: string, listener: (value?: unknown) => void): void;
  init(): void;
  open(): void;
  close(): void;
  logout(): void;
  store: { user: unknown; modal: { page: string }; saving: boolean };
};

/** What the page says when the editor cannot start (EDITING.md quotes them); the gateway's own sentences are in editor/gateway/answers.ts. */
export const SIGN_IN_WORDS = {
  reload: "Reload",
  unanswered: "The editor could not sign you in. Reload the page; if this shows again, tell the owner.",
  unreachable: "The editor could not reach the site, or your sign-in has ended. Check the phone's connection, then tap Reload.",
};

declare global {
  interface Window {
    netlifyIdentity?: Identity;
  }
}

/** A refusal from the gateway: its HTTP status, and its own sentence (or the status's, where it sent none). */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A call to the gateway with the credential it asks for: Identity's token on Netlify; on Cloudflare, Access's
 * cookie goes by itself. `body`, if any, goes as JSON.
 */
export async function askGateway(path: string, init: { method?: string; body?: unknown; accept?: string } = {}) {
  const { method = "GET", body, accept = "application/json" } = init;
  const user = window.netlifyIdentity?.currentUser();
  const answer = await fetch(path, {
    method,
    cache: "no-store",
    headers: {
      Accept: accept,
      ...(user ? { Authorization: `Bearer ${await user.jwt()}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.ok) return answer;
  const said = (await answer.json().catch(() => ({}))) as { message?: string };
  throw new GatewayError(answer.status, said.message ?? SETUP_TROUBLE.siteAnswered(answer.status));
}

/**
 * On Cloudflare, the stand-in, in place before Decap's bundle runs (it looks for the widget as it loads).
 * Its promise settles once the gateway has said who is signed in, or, as a sentence, why no one is.
 */
export function standInForIdentity(): Promise<User | string> {
  const waiting: ((user: User) => void)[] = [];
  let user: User | null = null;
  window.netlifyIdentity = {
    currentUser: () => user,
    // Only "init" happens here. Decap may ask once the sign-in is known: it must not wait for an event gone by.
    on: (event, listener) => {
      if (event !== "init") return;
      if (user) listener(user);
      else waiting.push(listener);
    },
    init: () => undefined,
    // Decap's Login button, shown only if the editor was started with no one signed in: sign in again.
    open: () => location.reload(),
    close: () => undefined,
    // Access keeps the sign-in; leaving the editor ends it there.
    logout: () => location.assign("/cdn-cgi/access/logout"),
    store: { user: null, modal: { page: "login" }, saving: false },
  };
  return fetch(GATEWAY.session, { headers: { Accept: "application/json" }, cache: "no-store" }).then(
    async (answer) => {
      const said = (await answer.json().catch(() => ({}))) as { email?: string; name?: string; message?: string };
      if (!answer.ok || !said.email) return said.message ?? SIGN_IN_WORDS.unanswered;
      // The gateway reads who is asking from Access's own cookie, on every request: the token is only a placeholder.
      user = {
        email: said.email,
        user_metadata: { full_name: said.name ?? said.email },
        app_metadata: {},
        jwt: () => Promise.resolve("access"),
      };
      for (const listener of waiting) listener(user);
      return user;
    },
    () => SIGN_IN_WORDS.unreachable,
  );
}
