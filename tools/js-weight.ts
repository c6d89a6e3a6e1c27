/**
 * The script each built page runs, in bytes before and after gzip: its inline scripts (not data blocks)
 * and its islands' files with every file they import, read from dist/. Run after `npm run build`:
 *   npm run bench:js                every page
 *   npm run bench:js coffee team    only those (the page files' names)
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { Parser } from "htmlparser2";
import { builtPages, siteDir } from "../test-support/built";
import { usedFiles } from "../src/hosting/built-files";

type PageScript = { name: string; raw: number; gzip: number };

const measure = (name: string, text: string): PageScript => ({
  name,
  raw: Buffer.byteLength(text),
  gzip: zlib.gzipSync(text, { level: 9 }).length,
});

/** Every script of a built page: "inline" for each inline one, then each file it loads, as the site folder's step finds them. */
export function scriptsOfBuiltPage(siteDir: string, htmlFile: string): PageScript[] {
  const found: PageScript[] = [];
  let inline: string | undefined;
  const html = fs.readFileSync(htmlFile, "utf8");
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "script" && !attributes.src && !/json$/.test(attributes.type ?? "")) inline = "";
    },
    ontext(text) {
      if (inline !== undefined) inline += text;
    },
    onclosetag(name) {
      if (name === "script" && inline !== undefined) found.push(measure("inline", inline));
      inline = undefined;
    },
  });
  parser.write(html);
  parser.end();
  const files = fs.readdirSync(siteDir, { recursive: true, encoding: "utf8" }).map((file) => file.split(path.sep).join("/"));
  const page = path.relative(siteDir, htmlFile).split(path.sep).join("/");
  for (const file of usedFiles(siteDir, files, new Map([[page, `/${page}`]]))) {
    if (file.endsWith(".js")) found.push(measure(`/${file}`, fs.readFileSync(path.join(siteDir, file), "utf8")));
  }
  return found;
}

if (require.main === module) {
  const wanted = process.argv.slice(2);
  const pages = builtPages().filter(({ file }) => wanted.length === 0 || wanted.includes(path.basename(file, ".html")));
  if (pages.length === 0) throw new Error(`No built page ${wanted.join(", ")} in ${siteDir}: run \`npm run build\` first.`);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const { route, file } of pages) {
    const scripts = scriptsOfBuiltPage(siteDir, file);
    const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const columns = [route.padEnd(9), `${scripts.length} scripts`, kib(raw).padStart(10), `gzip ${kib(gzip).padStart(8)}`];
    console.log(`${columns.join("  ")}  (${gzip} bytes: ${scripts.map((script) => `${script.name} ${script.gzip}`).join(", ")})`);
  }
}
