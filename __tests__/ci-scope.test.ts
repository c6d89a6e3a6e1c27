/**
 * @jest-environment node
 *
 * .ci/scope, which picks the check a pull request or a push to main waits for: the content check only
 * when every file it changes is under content/ (a staff member's save or publish in the CMS), the code's
 * check for anything else. Each case is a real commit in a temporary repository, compared with the same
 * base.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const scope = path.resolve(__dirname, "..", ".ci", "scope");
let repo = "";
let base = "";

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: repo, encoding: "utf8" }).trim();

/** Commits these changes on top of the base (a file's text, or null to remove it) and returns the commit. */
function change(files: Record<string, string | null>): string {
  git("checkout", "-q", "--detach", base);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(repo, file);
    if (text === null) {
      fs.rmSync(full);
    } else {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
    }
  }
  git("add", "-A");
  git("commit", "-q", "--allow-empty", "-m", "change");
  return git("rev-parse", "HEAD");
}

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "ci-scope-"));
  git("init", "-q");
  fs.mkdirSync(path.join(repo, "content", "site"), { recursive: true });
  fs.mkdirSync(path.join(repo, "src"));
  fs.writeFileSync(path.join(repo, "content", "site", "site.yaml"), "phone: (916) 555-0100\n");
  fs.writeFileSync(path.join(repo, "src", "hours.ts"), "export const open = 8;\n");
  git("add", "-A");
  git("commit", "-q", "-m", "base");
  base = git("rev-parse", "HEAD");
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

it.each<[string, "content" | "code", Record<string, string | null>]>([
  ["a field changed in content/", "content", { "content/site/site.yaml": "phone: (916) 555-0199\n" }],
  ["a photograph added, its name with accents", "content", { "content/midtown/café façade.jpg": "jpeg" }],
  ["a content file removed", "content", { "content/site/site.yaml": null }],
  ["content and code changed together", "code", { "content/site/site.yaml": "phone: x\n", "src/hours.ts": "export const open = 7;\n" }],
  ["code moved into content/", "code", { "src/hours.ts": null, "content/hours.ts": "export const open = 8;\n" }],
  ["a file whose name only begins like the folder", "code", { "content-notes.md": "notes\n" }],
  ["the workflow changed", "code", { ".github/workflows/ci.yml": "on: push\n" }],
  ["nothing changed", "code", {}],
])("%s: the %s check", (_, expected, files) => {
  const head = change(files);
  expect(execFileSync("bash", [scope, base, head], { cwd: repo, encoding: "utf8" }).trim()).toBe(expected);
});

it("a first commit not known here (a new branch, a push that rewrote history): the code's check", () => {
  const head = change({ "content/site/site.yaml": "phone: (916) 555-0199\n" });
  for (const unknown of ["0".repeat(40), "1234567890abcdef1234567890abcdef12345678"]) {
    expect(execFileSync("bash", [scope, unknown, head], { cwd: repo, encoding: "utf8" }).trim()).toBe("code");
  }
});
