/**
 * Where the editor saves, chosen when the site is built or started: under `gatsby develop`, decap-server
 * on this computer, saving into content/; in a build, the repository through the site's own gateway
 * (editor/gateway/), on Cloudflare behind Access or on Netlify behind Netlify Identity.
 */
export type EditorBackend = { kind: "local"; url: string } | { kind: "gateway"; netlify: boolean };

type Env = Record<string, string | undefined>;

/** tools/cms.mjs starts decap-server on the same port. */
function localBackendUrl(env: Env): string {
  const port = env.CMS_PROXY_PORT?.trim() || "8081";
  if (!/^\d{1,5}$/.test(port)) throw new Error(`CMS_PROXY_PORT: found "${port}"; expected a port number, such as 8081.`);
  return `http://localhost:${port}/api/v1`;
}

/** `command` is Gatsby's: "develop" or "build". Netlify's builds set NETLIFY=true. */
export const editorBackend = (command: string | undefined, env: Env = process.env): EditorBackend =>
  command === "develop" ? { kind: "local", url: localBackendUrl(env) } : { kind: "gateway", netlify: env.NETLIFY === "true" };
