/**
 * The pages' Content-Security-Policy, built here: the inline scripts the build writes are allowed by their
 * hashes. Web Crypto and no Node module, so the editor's gateway writes its own with `renderPolicy` too.
 */
import { Parser } from "htmlparser2";
import { PACKAGE_INTERNALS } from "../workarounds/package-internals";

/** A policy as its directives, each with its sources. */
export type Directives = Record<string, string[]>;

export const renderPolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");

/** "sha256-<base64>", as a policy names a script by its text (in quotes there). */
export async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * One policy for every page: the inline scripts the build writes are allowed by hash. Styles need
 * 'unsafe-inline': Gatsby inlines the CSS, and a photograph carries its placeholder colour in a style attribute.
 */
export function sitePolicy(scriptHashes: readonly string[]): string {
  return renderPolicy({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  });
}

/** Data blocks are never run, so the policy does not apply to them (e.g. the page's JSON-LD). */
const DATA_TYPES = new Set(["application/ld+json", "application/json"]);

/**
 * The hashes of a built page's inline scripts, for its policy. Only those the build writes outside the
 * page's own markup are accepted; one inside it (typed into Markdown, say) fails the build. `where` names
 * the page and its content file in the error.
 */
export async function inlineScriptHashes(html: string, where: string): Promise<string[]> {
  let depth = 0;
  let appDepth = -1;
  const scripts = new Set<string>();
  const problems: string[] = [];
  let script: { text: string; allowed: boolean; data: boolean } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const insideApp = appDepth >= 0;
        if (name === "div" && attributes.id === PACKAGE_INTERNALS.pageMarkup.rootId) appDepth = depth;
        if (insideApp) {
          for (const attribute of Object.keys(attributes).filter((key) => /^on/i.test(key))) {
            problems.push(`an event handler attribute ${attribute}="..." on <${name}>`);
          }
        }
        if (name === "script" && attributes.src === undefined) {
          script = { text: "", allowed: !insideApp, data: DATA_TYPES.has(attributes.type ?? "") };
        } else if (name === "script" && insideApp) {
          problems.push(`a <script src="${attributes.src}"> inside the page`);
        }
        depth += 1;
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name === "script" && script) {
          if (!script.allowed) problems.push(`an inline <script> inside the page: ${script.text.trim().slice(0, 60)}`);
          else if (!script.data) scripts.add(script.text);
          script = null;
        }
        depth -= 1;
        if (depth === appDepth) appDepth = -1;
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  if (problems.length > 0) {
    throw new Error(
      `${where} contains ${problems.join("; ")}. The site's Content-Security-Policy allows only the scripts ` +
        `the build writes; remove raw <script> tags and on...= attributes from the content.`,
    );
  }
  return Promise.all([...scripts].map(sha256));
}
