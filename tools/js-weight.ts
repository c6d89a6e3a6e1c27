/**
 * The JavaScript each page loads, in bytes before and after gzip, read from the built site: Gatsby's
 * webpack stats list the chunks of the app and of each page template. Run after `npm run build`:
 *   npm run bench:js                every page template
 *   npm run bench:js coffee team    only those
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";

const publicDir = path.resolve(__dirname, "../public");
const statsFile = path.join(publicDir, "webpack.stats.json");
if (!fs.existsSync(statsFile)) throw new Error(`${statsFile} is missing: run \`npm run build\` first.`);

type Group = { assets: { name: string }[] };
const { namedChunkGroups } = JSON.parse(fs.readFileSync(statsFile, "utf8")) as {
  namedChunkGroups: Record<string, Group>;
};

const scriptsOf = (group: string) =>
  (namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));

const templates = Object.keys(namedChunkGroups)
  .map((name) => /^component---src-templates-(.+)-tsx$/.exec(name)?.[1])
  .filter((name): name is string => Boolean(name));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !templates.includes(name));
if (unknown.length > 0) throw new Error(`No page template called ${unknown.join(", ")}; known: ${templates.join(", ")}.`);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const template of wanted.length > 0 ? wanted : templates) {
  const files = [...new Set([...scriptsOf("app"), ...scriptsOf(`component---src-templates-${template}-tsx`)])];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(publicDir, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  const columns = [template.padEnd(8), `${files.length} files`, kib(raw).padStart(10), `gzip ${kib(gzip).padStart(9)}`];
  console.log(`${columns.join("  ")}  (${gzip} bytes)`);
}
