/**
 * The gateway's addresses, whichever host runs it (cloudflare.ts, netlify.ts), all below /admin/git/:
 * who is signed in (session), the owner's setup report and the GitHub App's creation (setup), and the
 * repository as Decap's git-gateway backend calls it (github/...). The host says who is asking, as its
 * sign-in knows them; every request must come from the editor's own pages.
 */
import { GATEWAY } from "../addresses";
import { json, SAY, sentence } from "./answers";
import { appSettings, gitHub, GitHubError, SetupError } from "./github";
import { answerGateway, MAX_BLOB_BYTES, MAX_JSON_BYTES } from "./routes";
import { convertManifest, setupReport } from "./setup";
import type { Host } from "./host";

/**
 * Only the editor's own pages may ask: a browser says where a request comes from (Sec-Fetch-Site, Origin),
 * and a page elsewhere that the staff member's browser visits cannot make it write for them.
 */
function fromElsewhere(request: Request, origin: string): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin" && site !== "none") return true;
  return request.method !== "GET" && request.method !== "HEAD" && request.headers.get("Origin") !== origin;
}

function tooLarge(request: Request, path: string): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "DELETE") return false;
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  return !Number.isFinite(length) || length > (path.endsWith("/git/blobs") ? MAX_BLOB_BYTES : MAX_JSON_BYTES);
}

export async function answerEditor(request: Request, host: Host): Promise<Response> {
  const url = new URL(request.url);
  try {
    if (fromElsewhere(request, url.origin)) return sentence(403, SAY.notFromEditor);
    if (tooLarge(request, url.pathname)) return sentence(413, SAY.tooLarge);
    if (url.pathname === GATEWAY.setup && request.method === "GET") return json(200, await setupReport(host));
    if (url.pathname === GATEWAY.app && request.method === "POST") return await convertManifest(request, host);
    const member = await host.member();
    if (member instanceof Response) return member;
    if (url.pathname === GATEWAY.session && request.method === "GET") return json(200, member);
    if (url.pathname !== GATEWAY.github && !url.pathname.startsWith(`${GATEWAY.github}/`)) {
      return sentence(404, SAY.unknownCall(`${request.method} ${url.pathname}`));
    }
    const app = appSettings(host.env);
    if ("missing" in app) {
      console.warn(`Editing is not set up: ${app.missing.join(", ")} missing.`);
      return sentence(503, SAY.notSetUp);
    }
    const github = await gitHub(app);
    return await answerGateway(request, github, member, url.pathname.slice(GATEWAY.github.length) + url.search);
  } catch (error) {
    if (error instanceof SetupError) {
      console.warn(`Editing is not set up: ${error.message}`);
      return sentence(503, SAY.notSetUp);
    }
    if (error instanceof GitHubError && error.status >= 500) {
      console.warn(`GitHub answered ${error.status}: ${error.message}`);
      return sentence(502, SAY.gitHubDown);
    }
    // Nothing more specific can be said: the sentence to the editor, the error's own message to the log.
    console.error(`Editor gateway: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    return sentence(500, SAY.unexpected);
  }
}
