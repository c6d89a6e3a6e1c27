/**
 * @jest-environment node
 *
 * Under `gatsby develop` a content file's node is told apart from the last one by the file's modification
 * time (`fastHash`, gatsby-config.ts), not by a hash of what the plugin read: develop's watcher can report
 * a save while the program saving it has just emptied the file, and then misses the write that follows
 * within 50 ms, so two saves in a row can both be read empty. By what was read they would look the same,
 * and Gatsby would drop the second; by their times they are two saves. Proven on the plugin itself, so an
 * update that changes how it tells files apart fails here. (e2e/admin.spec.ts saves a mistake and its fix
 * under develop, whole, as decap-server writes them.)
 */
import fs from "fs";
import os from "os";
import path from "path";
import type { GatsbyConfig } from "gatsby";

type FileNode = { internal: { contentDigest: string } };
const { createFileNode } = require("gatsby-source-filesystem/create-file-node") as {
  createFileNode: (file: string, createNodeId: (id: string) => string, options: { path: string; fastHash: boolean }) => Promise<FileNode>;
};

let dir = "";
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "develop-saves-"))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The content folder's options in gatsby-config.ts, under the given NODE_ENV (develop's "development", a build's "production"). */
async function contentOptions(environment: string): Promise<{ fastHash?: boolean }> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = environment;
  try {
    let config: GatsbyConfig = {};
    await jest.isolateModulesAsync(async () => {
      config = (await import("../gatsby-config")).default;
    });
    const plugin = config.plugins!.find(
      (entry) => typeof entry === "object" && entry.resolve === "gatsby-source-filesystem" && entry.options?.name === "content",
    );
    return (plugin as { options: { fastHash?: boolean } }).options;
  } finally {
    process.env.NODE_ENV = before;
  }
}

it("tells two saves read as the same empty file apart under develop, by their times, and a build reads each file by its content", async () => {
  const file = path.join(dir, "site.yaml");
  const digests = async () => {
    const read = (fastHash: boolean) => createFileNode(file, (id) => id, { path: dir, fastHash });
    return { develop: (await read(true)).internal.contentDigest, byContent: (await read(false)).internal.contentDigest };
  };
  fs.writeFileSync(file, "");
  fs.utimesSync(file, new Date(2026, 0, 1, 9), new Date(2026, 0, 1, 9));
  const first = await digests();
  // The next save, a minute later, read empty too.
  fs.writeFileSync(file, "");
  fs.utimesSync(file, new Date(2026, 0, 1, 9, 1), new Date(2026, 0, 1, 9, 1));
  const second = await digests();

  expect(second.develop).not.toBe(first.develop);
  expect(second.byContent).toBe(first.byContent);
  expect((await contentOptions("development")).fastHash).toBe(true);
  expect((await contentOptions("production")).fastHash).toBe(false);
});
