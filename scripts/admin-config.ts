/**
 * Writes static/admin/: config.yml (Decap CMS's forms) from the content schema, and index.html with the
 * editor's Content-Security-Policy from src/node/headers.ts. Run `npm run cms:config` after changing a
 * field in src/node/content-schema.ts or the editor's policy.
 */
import fs from "fs";
import path from "path";
import { adminConfigYaml } from "../src/node/decap-config";
import { adminPageHtml } from "../src/node/admin-page";

const dir = path.resolve(__dirname, "../static/admin");
for (const [name, text] of [
  ["config.yml", adminConfigYaml()],
  ["index.html", adminPageHtml()],
] as const) {
  fs.writeFileSync(path.join(dir, name), text);
  console.log(`Wrote ${path.relative(process.cwd(), path.join(dir, name))}`);
}
