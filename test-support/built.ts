/** The built site: which HTML pages a build wrote into the site folder. */
import fs from "fs";
import path from "path";
import { SITE_FOLDER } from "../src/hosting/site-folder";

export const projectRoot = path.resolve(__dirname, "..");
export const siteDir = path.join(projectRoot, SITE_FOLDER);
/** What tests and tools keep from one run to the next (the editor's preview bundle), in the project's ignored tmp/. */
export const testCache = path.join(projectRoot, "tmp", "test-cache");

export type BuiltPage = { route: string; file: string };

/** Every page of the site folder `dir` (this project's by default), e.g. { route: "/coffee", file }. */
export function builtPages(dir = siteDir): BuiltPage[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("admin/"))
    .map((file) => ({ route: `/${file.replace(/^index\.html$/, "").replace(/\.html$/, "")}`, file: path.join(dir, file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
