/** /admin/heic.js, loaded only when an editor picks a HEIC photograph: libheif in WebAssembly, as the build uses. */
const libheif = require("libheif-js/wasm-bundle");
const decoders = require("heic-decode/lib.js")(libheif) as { one: NonNullable<Window["decodeHeic"]> };

window.decodeHeic = decoders.one;

export {};
