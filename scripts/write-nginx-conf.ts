/** Writes deploy/nginx.conf from the header definition (`npm run deploy:nginx`); a unit test fails while it is stale. */
import fs from "fs";
import path from "path";
import { renderNginxConfig } from "../src/node/nginx";

const target = path.resolve(__dirname, "../deploy/nginx.conf");
fs.writeFileSync(target, renderNginxConfig());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
