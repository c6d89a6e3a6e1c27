/**
 * A real git repository for the GitHub stand-in (github-stand-in.ts): a bare repository in a folder of
 * its own, read and written with git's plumbing commands, so that blobs, trees, commits and refs behave as
 * GitHub's Git Data API says they do (the same SHAs), and a test can read the result with `git log`.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

export type Person = { name: string; email: string; date?: string };
export type TreeEntry = { path: string; mode: string; type: string; sha: string; size?: number };
export type ChangedFile = {
  filename: string;
  status: "added" | "modified" | "removed" | "renamed";
  sha: string;
  previous_filename?: string;
};
export type Commit = { sha: string; tree: string; parents: string[]; author: Person; committer: Person; message: string };

const STATUS: Record<string, ChangedFile["status"]> = { A: "added", M: "modified", D: "removed", R: "renamed", T: "modified" };

export class GitRepository {
  readonly dir: string;

  constructor(readonly branch = "main") {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "stand-in-repo-"));
    this.git(["init", "--quiet", "--bare", `--initial-branch=${branch}`]);
  }

  git(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
    return execFileSync("git", args, {
      cwd: this.dir,
      input: options.input,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", HOME: this.dir, ...options.env },
      maxBuffer: 256 * 1024 * 1024,
    }).toString();
  }

  /** The first commit: every file of `files` (path in the repository -> bytes). */
  seed(files: Map<string, Buffer>, author: Person): string {
    const tree = this.writeTree(
      undefined,
      [...files].map(([file, data]) => ({ path: file, mode: "100644", sha: this.writeBlob(data) })),
    );
    const sha = this.writeCommit({ tree, parents: [], author, committer: author, message: "The site as it stands" });
    this.setRef(`refs/heads/${this.branch}`, sha);
    return sha;
  }

  writeBlob(data: Buffer): string {
    return this.git(["hash-object", "-w", "--stdin"], { input: data }).trim();
  }

  /** Many blobs in one git process. */
  writeBlobs(files: Buffer[]): string[] {
    const folder = fs.mkdtempSync(path.join(this.dir, "blobs-"));
    try {
      const paths = files.map((data, index) => {
        const file = path.join(folder, String(index));
        fs.writeFileSync(file, data);
        return file;
      });
      return this.git(["hash-object", "-w", "--stdin-paths"], { input: paths.join("\n") })
        .trim()
        .split("\n");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  readBlob(sha: string): Buffer | undefined {
    try {
      if (this.git(["cat-file", "-t", sha]).trim() !== "blob") return undefined;
      return execFileSync("git", ["cat-file", "blob", sha], { cwd: this.dir, maxBuffer: 256 * 1024 * 1024 });
    } catch {
      return undefined;
    }
  }

  /** A tree: `base`'s entries (a tree's SHA) with these set, or removed where `sha` is null. */
  writeTree(base: string | undefined, entries: { path: string; mode: string; sha: string | null }[]): string {
    const index = path.join(this.dir, `index-${process.hrtime.bigint()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (base) this.git(["read-tree", base], { env });
      else this.git(["read-tree", "--empty"], { env });
      // One git process for every entry: mode 0 and the null object remove a path (git-update-index(1), --index-info).
      const lines = entries.map((entry) =>
        entry.sha === null ? `0 ${"0".repeat(40)}\t${entry.path}` : `${entry.mode} ${entry.sha}\t${entry.path}`,
      );
      if (lines.length > 0) this.git(["update-index", "--add", "--index-info"], { env, input: `${lines.join("\n")}\n` });
      return this.git(["write-tree"], { env }).trim();
    } finally {
      fs.rmSync(index, { force: true });
    }
  }

  writeCommit({ tree, parents, author, committer, message }: Omit<Commit, "sha">): string {
    const env = {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_AUTHOR_DATE: author.date ?? new Date().toISOString(),
      GIT_COMMITTER_NAME: committer.name,
      GIT_COMMITTER_EMAIL: committer.email,
      GIT_COMMITTER_DATE: committer.date ?? new Date().toISOString(),
    };
    return this.git(["commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent]), "-F", "-"], { input: message, env }).trim();
  }

  readCommit(sha: string): Commit | undefined {
    try {
      const [head = "", ...rest] = this.git(["cat-file", "commit", sha]).split("\n\n");
      const field = (name: string) => [...head.matchAll(new RegExp(`^${name} (.*)$`, "gm"))].map((match) => match[1]!);
      const person = (line = ""): Person => {
        const [, name = "", email = "", seconds = "0"] = /^(.*) <(.*)> (\d+) [+-]\d{4}$/.exec(line) ?? [];
        return { name, email, date: new Date(Number(seconds) * 1000).toISOString().replace(".000", "") };
      };
      return {
        sha,
        tree: field("tree")[0]!,
        parents: field("parent"),
        author: person(field("author")[0]),
        committer: person(field("committer")[0]),
        message: rest.join("\n\n").replace(/\n$/, ""),
      };
    } catch {
      return undefined;
    }
  }

  /** A commit-ish or tree-ish (a SHA, a branch, `main:content/site`) as a SHA, if it names an object. */
  resolve(name: string): string | undefined {
    try {
      return this.git(["rev-parse", "--verify", "--quiet", name]).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  isAncestor(older: string, newer: string): boolean {
    try {
      this.git(["merge-base", "--is-ancestor", older, newer]);
      return true;
    } catch {
      return false;
    }
  }

  mergeBase(a: string, b: string): string | undefined {
    try {
      return this.git(["merge-base", a, b]).trim();
    } catch {
      return undefined;
    }
  }

  listTree(treeish: string, recursive = false): TreeEntry[] {
    const out = this.git(["ls-tree", "-l", ...(recursive ? ["-r", "-t"] : []), treeish]);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [meta, file] = line.split("\t") as [string, string];
        const [mode, type, sha, size] = meta.split(/\s+/) as [string, string, string, string];
        return { path: file, mode, type, sha, ...(type === "blob" ? { size: Number(size) } : {}) };
      });
  }

  /** Files changed from one commit to another, as GitHub's compare and commit answers list them. */
  changes(from: string | undefined, to: string, renames = true): ChangedFile[] {
    const args = from
      ? ["diff-tree", "-r", renames ? "-M" : "--no-renames", "--no-commit-id", from, to]
      : ["diff-tree", "-r", "--root", "--no-commit-id", to];
    return this.git(args)
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [meta, ...paths] = line.split("\t") as [string, ...string[]];
        const [, , , sha, letter] = meta.split(" ") as [string, string, string, string, string];
        const status = STATUS[letter[0]!] ?? "modified";
        const filename = paths.at(-1)!;
        return { filename, status, sha, ...(status === "renamed" ? { previous_filename: paths[0] } : {}) };
      });
  }

  /** Commits reachable from `from`, newest first, optionally only those that touched `under`. */
  log(from: string, under?: string, limit = 30): string[] {
    return this.git(["rev-list", `--max-count=${limit}`, from, ...(under ? ["--", under] : [])])
      .split("\n")
      .filter(Boolean);
  }

  refs(prefix: string): { ref: string; sha: string }[] {
    return this.git(["for-each-ref", "--format=%(refname) %(objectname)", prefix])
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [ref, sha] = line.split(" ") as [string, string];
        return { ref, sha };
      });
  }

  setRef(ref: string, sha: string): void {
    this.git(["update-ref", ref, sha]);
  }

  deleteRef(ref: string): void {
    this.git(["update-ref", "-d", ref]);
  }

  /** The file at `file` on `ref`, if there is one. */
  fileAt(ref: string, file: string): Buffer | undefined {
    const sha = this.resolve(`${ref}:${file}`);
    return sha ? this.readBlob(sha) : undefined;
  }

  close(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
