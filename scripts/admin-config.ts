/**
 * Writes static/admin/config.yml (Decap CMS's forms) from the content schema in src/node/.
 * Run `npm run cms:config` after adding or changing a field in src/node/content-schema.ts.
 */
import fs from "fs";
import path from "path";
import { adminConfigYaml } from "../src/node/decap-config";

const target = path.resolve(__dirname, "../static/admin/config.yml");
fs.writeFileSync(target, adminConfigYaml());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
