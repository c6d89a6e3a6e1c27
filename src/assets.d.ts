/** Module types for files that webpack turns into something importable. */

/** CSS Modules: each class name in a *.module.css file is exported as a string. */
declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}

/** A font file imported from code becomes its public URL. */
declare module "*.woff2" {
  const url: string;
  export default url;
}

/** A plain stylesheet imported for its side effect (the site-wide styles). */
declare module "*.css";

/** ico-endec ships no types: `encode` puts PNG (or BMP) images, as they are, into one icon file. */
declare module "ico-endec" {
  export function encode(images: readonly Buffer[]): Buffer;
}
