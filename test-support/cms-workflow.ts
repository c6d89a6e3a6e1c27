/**
 * The editor as the staff use it on the live site: /admin/ as a build writes it (its forms and editorial
 * workflow, the editor's policy, the previews, Decap's bundle), signed in, with Decap's in-memory
 * `test-repo` backend in the gateway's place, which has the same workflow (Save, Status, Publish) and
 * needs no network. Its repository starts as a copy of a content folder, photographs
 * included; /build.json is whatever the test says the live site's build is. A plain HTTP server, so that
 * WebKit, which Playwright cannot route here, uses it as Chromium does.
 */
import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import { stringify } from "yaml";
import { editorBackend } from "../editor/admin/backend";
import { decapConfig } from "../editor/admin/config";
import { adminPageHtml } from "../editor/admin/page";
import { editorPolicy } from "../editor/admin/policy";
import { GATEWAY } from "../editor/addresses";
import { otherFiles, previewPaths } from "../editor/admin/admin-folder";
import { writePreviewBundle } from "../editor/admin/preview/bundle";
import { BUILD_INFO_PATH, type BuildInfo } from "../src/lib/build-info";
import { projectRoot, siteDir, testCache } from "./built";

export type WorkflowAdmin = {
  url: string;
  /** Sets what /build.json says from now on. */
  setBuild(build: BuildInfo): void;
  /** How many times the editor has asked /build.json. */
  buildRequests(): number;
  close(): Promise<void>;
};

/** The name the in-memory backend is registered under, with a media library that lists photographs only. */
const BACKEND = "test-repo-photos";

/**
 * The repository's files for `window.repoFiles`: text as it is, a photograph as an object with its address
 * (`toString`, which the backend fetches) and, once fetched, its `fileObj` (which its media library lists).
 * The test-repo backend would take any other file of an entry's folder for a photograph and fail, so the
 * media library lists the photographs only.
 */
function repoScript(contentDir: string): string {
  const files = (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(contentDir, file)).isFile())
    .map((file) => {
      const repoPath = `content/${file.split(path.sep).join("/")}`;
      return /\.(md|ya?ml)$/.test(file)
        ? { path: repoPath, text: fs.readFileSync(path.join(contentDir, file), "utf8") }
        : { path: repoPath };
    });
  return `(() => {
  const tree = {};
  for (const file of ${JSON.stringify(files)}) {
    const parts = file.path.split("/");
    let folder = tree;
    for (const part of parts.slice(0, -1)) folder = folder[part] ??= {};
    const content = file.text ?? { path: file.path, toString: () => "/" + file.path };
    if (file.text === undefined) {
      fetch("/" + file.path).then((response) => response.blob()).then((blob) => (content.fileObj = new File([blob], parts.at(-1), { type: blob.type })));
    }
    folder[parts.at(-1)] = { path: file.path, content };
  }
  window.repoFiles = tree;
  document.addEventListener("DOMContentLoaded", () => {
    const base = CMS.getBackend("test-repo");
    function InMemory(...args) {
      const backend = base.init(...args);
      backend.getMedia = async (folder = backend.mediaFolder) => {
        let at = window.repoFiles;
        for (const part of folder.split("/").filter(Boolean)) at = at?.[part];
        return Object.values(at ?? {}).filter((file) => file.content?.fileObj).map((file) => backend.normalizeAsset(file.content));
      };
      return backend;
    }
    CMS.registerBackend(${JSON.stringify(BACKEND)}, InMemory);
  }, { once: true });
})();
`;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".heic": "image/heic",
};

/** Serves the editor at `url`/admin/ on `port`, its repository a copy of `contentDir` (the project's own unless given). */
export async function serveWorkflowAdmin(
  port: number,
  { contentDir = path.join(projectRoot, "content"), previews = false } = {},
): Promise<WorkflowAdmin> {
  // The forms and page a build writes for Cloudflare, whose sign-in has happened before the page loads.
  const backend = editorBackend("build", {});
  const files = fs.mkdtempSync(path.join(os.tmpdir(), "workflow-admin-"));
  await writePreviewBundle(projectRoot, files, testCache);
  const others = otherFiles(contentDir, files);
  // `previews`: as where the host builds a preview of each change (Netlify), which the editor then links to.
  const built = adminPageHtml(backend, others).replace(previews ? " data-no-deploy-previews" : "", "");
  const page = built.replace("<body>", '<body>\n    <script src="/admin/test-repo.js"></script>');
  const forms = { ...decapConfig(backend, previewPaths(contentDir)), ...(previews ? { show_preview_links: true } : {}) };
  const config = stringify({ ...forms, backend: { name: BACKEND } }, { aliasDuplicateObjects: false });
  const repo = repoScript(contentDir);
  const folders = [files, path.join(projectRoot, "static", "admin"), path.dirname(require.resolve("decap-cms"))];
  let build: BuildInfo = { commit: "", committed: new Date(0).toISOString() };
  let asked = 0;

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) =>
      response.writeHead(status, { "Content-Type": type, ...headers }).end(body);
    const file = (folder: string, name: string) => {
      const absolute = path.join(folder, name);
      if (!absolute.startsWith(folder) || !fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) return send(404, "text/plain", "");
      send(200, TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream", fs.readFileSync(absolute));
    };
    if (url.pathname === "/admin/" || url.pathname === "/admin/index.html") {
      return send(200, "text/html", page, { "Content-Security-Policy": editorPolicy(backend), "Cache-Control": "no-store" });
    }
    // Who Access signed in, as the gateway answers it.
    if (url.pathname === GATEWAY.session)
      return send(200, "application/json", JSON.stringify({ email: "maria@example.org", name: "maria" }));
    if (url.pathname === "/admin/config.yml") return send(200, "text/yaml", config);
    if (url.pathname === "/admin/test-repo.js") return send(200, "text/javascript", repo);
    if (url.pathname === BUILD_INFO_PATH) {
      asked += 1;
      return send(200, "application/json", JSON.stringify(build), { "Cache-Control": "no-store" });
    }
    if (url.pathname.startsWith("/content/")) return file(contentDir, decodeURIComponent(url.pathname.slice("/content/".length)));
    // The site's icons, as the build made them (the sign-in screen shows one).
    if (url.pathname.startsWith("/icons/")) return file(path.join(siteDir, "icons"), path.basename(url.pathname));
    const name = /^\/admin\/([^/]+)$/.exec(url.pathname)?.[1];
    if (name) return file(folders.find((folder) => fs.existsSync(path.join(folder, name))) ?? files, name);
    send(404, "text/plain", "");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setBuild: (next) => (build = next),
    buildRequests: () => asked,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        fs.rmSync(files, { recursive: true, force: true });
      }),
  };
}
