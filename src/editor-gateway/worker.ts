/**
 * The site's Worker on Cloudflare (wrangler.jsonc): run only at the addresses `assets.run_worker_first`
 * lists, all under /admin/; every page is served from the files alone. It answers as the build set the
 * editor up (its config.yml): the e-mail sign-in and the gateway to the repository (CMS_SIGN_IN=email, the
 * default), or the GitHub sign-in (CMS_SIGN_IN=github). docs/hosting.md says how to set each up.
 */
import { CONFIG_ADDRESS, GATEWAY, SIGN_IN } from "../cms/backend";
import { certsUrlOf, staffMember, type AccessSettings } from "./access";
import { sentence, unexpected } from "./answers";
import { editorBackend, type EditorBackend } from "./editor-config";
import { authorize, token } from "./email-sign-in";
import { answerGateway } from "./gateway";
import { gitHub } from "./github-client";
import { answerGitHubSignIn, type GitHubSignInEnv } from "./github-sign-in";
import { readToken } from "./staff-token";

type Env = GitHubSignInEnv & {
  /** The Access application: the team's address and the application's audience tag (variables). */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Signs the editor's own tokens (a secret). */
  EDITOR_TOKEN_SECRET?: string;
  /** The GitHub App: its id (a variable) and its private key (a secret). */
  GITHUB_APP_ID?: string;
  GITHUB_APP_PRIVATE_KEY?: string;
  /** For the tests alone: their stand-ins for GitHub and Access, heeded only on this computer. */
  GITHUB_OAUTH_URL_FOR_TESTS?: string;
  GITHUB_API_URL_FOR_TESTS?: string;
  ACCESS_CERTS_URL_FOR_TESTS?: string;
};

const LOCAL = new Set(["127.0.0.1", "localhost"]);

let config: Promise<EditorBackend | undefined> | undefined;
/** The editor's settings as built; they change only with a new deployment, which starts a new Worker. */
const editorSettings = (env: Env, url: URL) =>
  (config ??= env.ASSETS.fetch(new Request(new URL(CONFIG_ADDRESS, url))).then(async (answer) =>
    answer.ok ? editorBackend(await answer.text()) : undefined,
  ));

const NOT_SET_UP =
  "Signing in with an e-mail address is not set up on this site yet, so nobody can change it from the editor. Please tell whoever looks after the website.";

async function emailSignIn(request: Request, env: Env, url: URL, backend: EditorBackend): Promise<Response> {
  const local = LOCAL.has(url.hostname);
  const [team, aud, secret] = [env.ACCESS_TEAM_DOMAIN?.trim(), env.ACCESS_AUD?.trim(), env.EDITOR_TOKEN_SECRET?.trim()];
  if (!team || !aud || !secret || !backend.repo || !backend.branch) return sentence(503, NOT_SET_UP);
  const access: AccessSettings = { teamDomain: team, aud, certsUrl: (local && env.ACCESS_CERTS_URL_FOR_TESTS) || certsUrlOf(team) };
  const member = await staffMember(request, access);
  if ("refused" in member) return sentence(401, member.refused);

  if (url.pathname === GATEWAY.authorize) return request.method === "GET" ? authorize(request, member, secret) : notHere(request);
  if (url.pathname === GATEWAY.token) return request.method === "POST" ? token(request, member, secret) : notHere(request);

  // The gateway: the editor's token, issued on this origin to the member of staff Access names now.
  const bearer = /^Bearer (\S+)$/.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";
  const holder = await readToken(bearer, url.origin, secret);
  if (holder === "expired") return sentence(401, "Your sign-in has ended. Reload the editor and press Login.");
  if (!holder || holder.email !== member.email || holder.sub !== member.sub) {
    return sentence(401, "This editor is signed in as someone else, or on another address. Reload the editor and press Login.");
  }
  const [appId, key] = [env.GITHUB_APP_ID?.trim(), env.GITHUB_APP_PRIVATE_KEY?.trim()];
  if (!appId || !key) return sentence(503, NOT_SET_UP);
  const api = (local && env.GITHUB_API_URL_FOR_TESTS) || "https://api.github.com";
  const github = gitHub({ appId, privateKey: key, api, repo: backend.repo });
  const rest = url.pathname.slice(GATEWAY.api.length) + url.search;
  return answerGateway({ github, branch: backend.branch, member }, request, rest);
}

const notHere = (request: Request) => sentence(405, `The editor's sign-in does not do that (${request.method}).`);

const isGateway = (path: string) =>
  path === GATEWAY.authorize || path === GATEWAY.token || path === GATEWAY.api || path.startsWith(`${GATEWAY.api}/`);

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    try {
      const backend = await editorSettings(env, url);
      const signIn = url.pathname === SIGN_IN.start || url.pathname === SIGN_IN.callback;
      if (signIn && backend?.name === "github") {
        const oauth = (LOCAL.has(url.hostname) && env.GITHUB_OAUTH_URL_FOR_TESTS) || "https://github.com/login/oauth";
        return await answerGitHubSignIn(request, env, oauth);
      }
      if (isGateway(url.pathname) && backend?.name === "git-gateway" && backend.authType === "pkce") {
        return await emailSignIn(request, env, url, backend);
      }
      // Cloudflare sends nothing else here (run_worker_first), or the editor was built for another way of signing in.
      return sentence(404, "Not found");
    } catch (error) {
      return unexpected("Worker", error);
    }
  },
};
