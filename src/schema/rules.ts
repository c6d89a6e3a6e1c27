/**
 * The rules a text or a file name must follow, each a regular expression over the whole value: the build
 * checks with them (validate.ts) and the CMS form gets them as Decap `pattern`s (editor/admin/config.ts). Decap
 * compiles a pattern without flags, so a letter of either case is written [aA].
 */
import { FORMATS, MAX_ALT_LENGTH, type Format, type ImageField, type TextField } from "./kinds";

export type Rule = {
  /** Matches the whole of every value the rule accepts. */
  accepts: RegExp;
  /** A further condition no regular expression can state: checked by the build only, and named in the hint. */
  also?: (value: string) => boolean;
  /** What an editor should write instead, as the end of "expected ...". */
  expected: string;
  /** How the refused value is described, when its text is not the clearest description. */
  found?: (value: string) => string;
};

/** "photo" -> "[pP][hH][oO][tT][oO]": either case, without the flag Decap cannot pass on. */
const eitherCase = (word: string) => word.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);

/** Any HTML tag or comment. Markdown covers every format the site needs; raw HTML can break or hijack a page. */
const HTML = /<!--|<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>])/;

export const noHtml: Rule = {
  accepts: new RegExp(`^(?![\\s\\S]*(?:${HTML.source}))[\\s\\S]*$`),
  expected: "plain text or Markdown without HTML tags, which could break the page or run code on it",
  found: (value) => {
    const at = HTML.exec(value)?.index ?? 0;
    return `HTML code (${value.slice(at, at + 30).split(/\s|>/)[0]}...)`;
  },
};

const atMost = (max: number, expected: string): Rule => ({
  accepts: new RegExp(`^[\\s\\S]{0,${max}}$`),
  expected,
  found: (value) => `${value.length} characters`,
});

/** Words that say nothing about what a photograph shows, as alternatives of a regular expression. */
const generic = `(?:${eitherCase("a|an|the|of|our|image|photo|photograph|picture|pic|img|alt|graphic|untitled|placeholder")})`;

/** An alt text that describes: not a file name (`picker-man.jpg`, `IMG_2041`), not only words like "photo". */
const describes: Rule = {
  accepts: new RegExp(
    "^" +
      "(?![\\s\\S]*\\.[a-zA-Z0-9]{2,4}\\s*$)" + // ends like a file name: .jpg
      "(?!\\s*[\\w.-]*[_\\d][\\w.-]*\\s*$)" + // one word with digits or underscores: IMG_2041
      `(?![^a-zA-Z0-9]*(?:${generic}(?:[^a-zA-Z0-9]+|$))*$)` + // nothing but "photo", "the image"...
      "[\\s\\S]*$",
  ),
  expected:
    'a description of what the photograph shows, such as "A basket of ripe red coffee cherries", not a file name or a word like "photo"',
};

/** The rules of a text field, in the order the build reports them (the first one broken is named). */
export function textRules(field: TextField): Rule[] {
  if (field.format) {
    const format: Format = FORMATS[field.format];
    return [{ accepts: format.pattern, also: format.refine, expected: format.example }];
  }
  const rules = [noHtml];
  if (field.maxLength !== undefined) rules.push(atMost(field.maxLength, `at most ${field.maxLength} characters, so it fits the design`));
  if (field.alt) {
    rules.push(atMost(MAX_ALT_LENGTH, `a description of at most ${MAX_ALT_LENGTH} characters; put details in the text instead`), describes);
  }
  if (field.placeholders) rules.push(usesPlaceholders(field.placeholders));
  return rules;
}

/** Text the site fills words into ("{n} of {total}"): every placeholder there, as written, and no other. */
function usesPlaceholders(names: readonly string[]): Rule {
  const each = names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("");
  const noOther = `(?![\\s\\S]*\\{(?!(?:${names.join("|")})\\})[^}]*\\})`;
  const listed = names.map((name) => `{${name}}`).join(" and ");
  return {
    accepts: new RegExp(`^${each}${noOther}[\\s\\S]*$`),
    expected: `text with ${listed} in it, written exactly so, where the site puts ${names.length > 1 ? "them" : "it"}; no other {...}`,
  };
}

/** What gatsby-plugin-image sizes, and the HEIC that iPhones save, which the build decodes first (src/photos/prepare-photo.ts). */
export const PHOTO_TYPES = ["jpg", "jpeg", "png", "webp", "heic", "heif"];

const TYPE_NAMES: Record<string, string> = { jpg: "JPEG", jpeg: "JPEG", png: "PNG", webp: "WebP", svg: "SVG", heic: "HEIC", heif: "HEIC" };
const typeNames = (types: readonly string[]) => {
  const names = [...new Set(types.map((type) => TYPE_NAMES[type] ?? type.toUpperCase()))];
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
};

export const imageTypes = (field: ImageField) => typeNames(field.types ?? PHOTO_TYPES);

/** A file name in the content file's own folder. The build names that `folder`; the form says "the same folder". */
export function fileNameRule(field: ImageField, folder = "the same folder as this file"): Rule {
  const types = field.types ?? PHOTO_TYPES;
  return {
    // Not an address (/x, https:), not another folder (..), and ending in one of the types.
    accepts: new RegExp(`^(?![/\\\\]|[a-zA-Z]+:)(?![\\s\\S]*\\.\\.)[^/\\\\]+\\.(?:${types.map(eitherCase).join("|")})$`),
    expected: `the file name of a ${typeNames(types)} file in ${folder}, such as ${field.square ? "icon" : "photo"}.${types[0]}`,
  };
}

/** What the build checks about an image file itself, which no form can: one sentence for the hint. */
export function imageSizeRule(field: ImageField): string | undefined {
  if (field.exactSize) return `Exactly ${field.exactSize.width} x ${field.exactSize.height} pixels.`;
  if (field.square)
    return `Square, at least ${field.minLongSide ?? 0} x ${field.minLongSide ?? 0} pixels${field.types?.includes("svg") ? " (or an SVG)" : ""}.`;
  if (field.minLongSide) return `At least ${field.minLongSide} pixels on its longer side, so it stays sharp on large screens.`;
  return undefined;
}

/** A format's rule beyond its pattern (see FORMATS), as a sentence for the hint. */
export const formatNote = (field: TextField) => (field.format ? (FORMATS[field.format] as Format).note : undefined);
