/** gatsby-plugin-sharp sets sharp to one thread when its encoding module loads (one core idle on two): it is loaded first, then given every core. */
import os from "os";
import sharp from "sharp";
import { PACKAGE_INTERNALS } from "../workarounds/package-internals";

export function encodeOnEveryCore(): void {
  require(PACKAGE_INTERNALS.sharpOneThread.module);
  sharp.concurrency(os.cpus().length);
}
