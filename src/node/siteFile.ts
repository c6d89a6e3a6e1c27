/** content/site/site.yaml read directly, for configuration that is settled before GraphQL exists. */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";

export type SiteFile = { name: string; shortName: string; themeColor: string; summary: string };

const FILE = "content/site/site.yaml";

export function readSiteFile(root: string): SiteFile {
  const data = yaml.load(fs.readFileSync(path.join(root, FILE), "utf8")) as Record<string, unknown>;
  for (const field of ["name", "shortName", "themeColor", "summary"]) {
    if (typeof data[field] !== "string" || data[field] === "") {
      throw new Error(`${FILE}: field "${field}" is missing; it is needed for the home-screen app manifest.`);
    }
  }
  if (!/^#[0-9a-f]{6}$/i.test(String(data.themeColor))) {
    throw new Error(`${FILE}: field "themeColor" is "${data.themeColor}"; expected a colour written as #rrggbb.`);
  }
  return data as SiteFile;
}
