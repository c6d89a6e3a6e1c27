/**
 * The sha256 hashes of a built page's inline scripts, for its policy. Only those the build writes outside
 * the page's own markup are accepted; one inside it (typed into Markdown, say) fails the build.
 */
import crypto from "crypto";
import { Parser } from "htmlparser2";

const APP_ROOT_ID = "___gatsby";
/** Data blocks are never run, so the policy does not apply to them (e.g. the page's JSON-LD). */
const DATA_TYPES = new Set(["application/ld+json", "application/json"]);

type Element = { name: string; attributes: Record<string, string> };

export class InlineScriptError extends Error {}

export function sha256(text: string): string {
  return `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** `where` names the page and its content file in the error. */
export function inlineScriptHashes(html: string, where: string): string[] {
  const stack: Element[] = [];
  const hashes = new Set<string>();
  const problems: string[] = [];
  let appDepth = -1;
  let script: { text: string; allowed: boolean; data: boolean } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const insideApp = appDepth >= 0;
        if (name === "div" && attributes.id === APP_ROOT_ID) appDepth = stack.length;
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
        stack.push({ name, attributes });
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name === "script" && script) {
          if (!script.allowed) problems.push(`an inline <script> inside the page: ${script.text.trim().slice(0, 60)}`);
          else if (!script.data) hashes.add(sha256(script.text));
          script = null;
        }
        stack.pop();
        if (stack.length === appDepth) appDepth = -1;
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  if (problems.length > 0) {
    throw new InlineScriptError(
      `${where} contains ${problems.join("; ")}. The site's Content-Security-Policy allows only the scripts ` +
        `the build writes; remove raw <script> tags and on...= attributes from the content.`,
    );
  }
  return [...hashes];
}
