/**
 * The admin's HEIC decoder (built by bundle.ts into /admin/heic.js, loaded by picked-photos.ts only when
 * an editor picks a HEIC photograph): libheif compiled to WebAssembly, the same decoder the build uses.
 */
const libheif = require("libheif-js/wasm-bundle");
const decoders = require("heic-decode/lib.js")(libheif) as { one: NonNullable<Window["decodeHeic"]> };

window.decodeHeic = decoders.one;

export {};
