/**
 * The building blocks of the content schema (schema.ts): what a field holds, its label and hint for the
 * editor, and the rules the build enforces. The GraphQL types, the checks and the CMS forms derive from them.
 */

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type Format = {
  /** Matches every acceptable value, whole (the CMS form uses it as is). */
  pattern: RegExp;
  /** What an editor is shown when a value does not match. */
  example: string;
  /** A rule no pattern can express, checked by the build after the pattern. */
  refine?: (value: string) => boolean;
  /** That rule in one sentence, added to the field's hint in the form. */
  note?: string;
};

export const FORMATS = {
  email: { pattern: /^[^\s@<>]+@[^\s@<>]+\.[A-Za-z]{2,}$/, example: "an e-mail address such as everything@identitycoffees.com" },
  usPhone: {
    pattern: /^(\+?1[ .-]?)?(\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/,
    example: "a US phone number with area code, such as 916-225-0738",
  },
  timeZone: {
    pattern: /^(UTC|[A-Z][A-Za-z_]+(\/[A-Z][A-Za-z_+-]+){1,2})$/,
    example: "a time zone name such as America/Los_Angeles (the cafe's own, which decides when it is open)",
    refine: isTimeZone,
    note: "It must be a time zone browsers know, written as Region/City.",
  },
  path: {
    pattern: /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
    example: "a page address that starts with / and uses lower-case letters, digits and dashes, such as /coffee",
  },
  zip: { pattern: /^\d{5}$/, example: "a five-digit ZIP code such as 95816" },
  country: { pattern: /^[A-Z]{2}$/, example: "a two-letter country code in capitals, such as US" },
  coordinates: {
    pattern: /^-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?)\s*,\s*-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?)$/,
    example:
      "a latitude from -90 to 90, a comma, then a longitude from -180 to 180, in decimal degrees as a map shows them, such as 38.57, -121.47",
  },
  webAddress: {
    pattern: /^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/[^\s<>"]*)?$/,
    example: "a whole web address that starts with https://, such as https://www.instagram.com/identitycoffees",
  },
} satisfies Record<string, Format>;

type Common = {
  /** The field's name in the CMS form and in the build's messages. */
  label: string;
  hint?: string;
  optional?: boolean;
};

export type TextField = Common & {
  kind: "text";
  format?: keyof typeof FORMATS;
  /** An image's alt text, held to the rules of one (rules.ts). */
  alt?: boolean;
  multiline?: boolean;
  maxLength?: number;
  /** Words the site fills in, such as ["n", "total"] for "{n} of {total}": each used, and no other. */
  placeholders?: readonly string[];
};
export type NumberField = Common & { kind: "int" | "float"; min?: number; max?: number };
/** A time of day, stored as 24-hour "07:00"; the form shows a time picker. */
export type TimeField = Common & { kind: "time" };
/** A calendar date, stored as "2026-11-26"; the form shows a date picker. */
export type DateField = Common & { kind: "date" };
/** A yes/no switch; absent means no. */
export type BooleanField = Common & { kind: "boolean" };

/** A problem a cross-field rule finds, at a field below the group or list it checks (`at` is relative). */
/** `foundForStaff`: what was found as the editor's form shows it (a time as "7:00 AM"), where that differs. */
export type CrossIssue = { at: string; found: string; foundForStaff?: string; expected: string };
/** A rule across the fields of a group or the items of a list, e.g. "closes after it opens". */
export type CrossRule = {
  /** `field` is the group or list the rule belongs to, for its labels (a method, so a rule may name which). */
  check(value: never, field: ListField | ObjectField): CrossIssue[];
  /** The rule in one sentence, added to the hint in the form. */
  note: string;
};
export type ImageField = Common & {
  kind: "image";
  /** By extension; unset, the photographs of PHOTO_TYPES (rules.ts). */
  types?: readonly string[];
  /** Square, at least `minLongSide` on each side (an icon). */
  square?: boolean;
  /** The smallest allowed length of the longer side, in pixels. */
  minLongSide?: number;
  /** An exact size, for images other services crop (e.g. the social-sharing card). */
  exactSize?: { width: number; height: number };
  /** Width / height, the page query's `aspectRatio`, for the CMS preview to crop alike; a test keeps the two equal. */
  crop?: number;
};
export interface ListField<Of extends Field = Field> extends Common {
  kind: "list";
  of: Of;
  min?: number;
  max?: number;
  across?: CrossRule;
}
export interface ObjectField<F extends SchemaFields = SchemaFields> extends Common {
  kind: "object";
  /** The GraphQL type the object becomes (shared by every field that uses the same shape). */
  typeName: string;
  fields: F;
  across?: CrossRule;
}
export type Field = TextField | NumberField | TimeField | DateField | BooleanField | ImageField | ListField | ObjectField;
export type SchemaFields = Record<string, Field>;

export type FileSchema<F extends SchemaFields = SchemaFields> = {
  /** Path under content/, e.g. "coffee/index.md". */
  file: string;
  typeName: string;
  /** The CMS's name for the file. */
  label: string;
  /** One sentence above its form in the CMS. */
  description?: string;
  fields: F;
  /** Markdown files: the running text below the front matter; `headings`: it has parts with headings (##). */
  body?: { label: string; hint?: string; headings?: boolean };
};

/** The value an editor writes for a field: text (and image file names) as strings, lists, groups. */
export type ValueOf<F extends Field> =
  F extends ObjectField<infer G>
    ? { [K in keyof G]: ValueOf<G[K]> }
    : F extends ListField<infer O>
      ? ValueOf<O>[]
      : F extends NumberField
        ? number
        : F extends BooleanField
          ? boolean
          : string;

/** The front matter (or YAML) of a content file, as its schema declares it. */
export type ContentOf<S extends FileSchema> = { [K in keyof S["fields"]]: ValueOf<S["fields"][K]> };

/** Every photograph on the site is at least this long on its longer side, so it stays sharp on large screens. */
export const MIN_PHOTO_LONG_SIDE = 2400;
export const MAX_ALT_LENGTH = 150;
/** sharp's own limit on a picture it will decode (its `limitInputPixels`): a larger one would stop the build. */
export const MAX_PHOTO_PIXELS = 0x3fff * 0x3fff;

type Options<F> = Omit<F, "kind" | "label">;

export const text = (label: string, options: Options<TextField> = {}): TextField => ({ kind: "text", label, ...options });
export const int = (label: string, options: Options<NumberField> = {}): NumberField => ({ kind: "int", label, ...options });
export const float = (label: string, options: Options<NumberField> = {}): NumberField => ({ kind: "float", label, ...options });
export const time = (label: string, options: Options<TimeField> = {}): TimeField => ({ kind: "time", label, ...options });
export const date = (label: string, options: Options<DateField> = {}): DateField => ({ kind: "date", label, ...options });
export const yesNo = (label: string, options: Options<BooleanField> = {}): BooleanField => ({ kind: "boolean", label, ...options });
export const image = (label: string, options: Options<ImageField> = {}): ImageField => ({
  kind: "image",
  label,
  minLongSide: options.exactSize ? undefined : MIN_PHOTO_LONG_SIDE,
  ...options,
});
export const list = <Of extends Field>(label: string, of: Of, options: Omit<ListField, "kind" | "label" | "of"> = {}): ListField<Of> => ({
  kind: "list",
  label,
  of,
  ...options,
});
export const object = <F extends SchemaFields>(
  typeName: string,
  label: string,
  fields: F,
  options: Omit<ObjectField, "kind" | "label" | "typeName" | "fields"> = {},
): ObjectField<F> => ({ kind: "object", typeName, label, fields, ...options });

export const altText = () =>
  text("Alt text (description)", { alt: true, hint: "Describe what the photograph shows for people who cannot see it." });

/** A photograph beside the content file, with its description (and `fields` besides, such as a caption). */
export const photo = <E extends SchemaFields = Record<never, never>>(
  label: string,
  { hint, fields = {} as E, typeName = "Photo", crop }: { hint?: string; fields?: E; typeName?: string; crop?: number } = {},
) =>
  object(
    typeName,
    label,
    {
      image: image("Photo file", { hint: "A photograph from a phone or camera (JPEG, PNG or HEIC) in the same folder.", crop }),
      alt: altText(),
      ...fields,
    },
    { hint },
  );
