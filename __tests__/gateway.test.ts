/**
 * @jest-environment node
 *
 * The editor's gateway (editor/gateway/), run as each host runs it, against a stand-in for GitHub over a
 * real git repository (test-support/github-stand-in.ts), which, as GitHub does, lists at most 300 changed
 * files in a comparison. Each attack is made as a member of staff could make it, and each must be refused
 * with a sentence while GitHub is asked to write nothing; a draft made as the editor makes it is saved and
 * published as one commit of content alone. e2e/editor.spec.ts takes the same gateway through the browsers.
 */
import crypto from "crypto";
import { parse, parseDocument } from "yaml";
import { GATEWAY } from "../editor/addresses";
import { answerEditor } from "../editor/gateway/editor";
import type { Host } from "../editor/gateway/host";
import cloudflare from "../editor/gateway/cloudflare";
import { authorOf, staffMember } from "../editor/gateway/staff";
import { AccessStandIn } from "../test-support/access-stand-in";
import { identitySettings, netlifyGet, workerSettings } from "../test-support/editor-sites";
import { contentRoot } from "../test-support/content";
import { COMPARE_FILES, GitHubStandIn, OUTSIDE } from "../test-support/github-stand-in";
import type { Commit } from "../test-support/git-repository";
import { siteFile } from "../src/schema/schema";

const ORIGIN = "https://www.example.org";
const REPO = "cafe/site";
const STAFF = staffMember("maria@example.org");
const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
/** As GitHub hands it out (PKCS#1), and as an owner may paste it: on one line. */
const PEM = appKey.privateKey.export({ type: "pkcs1", format: "pem" }).toString();

let standIn: GitHubStandIn;
let host: Host;
const logged: string[] = [];

beforeAll(async () => {
  standIn = await new GitHubStandIn({
    repo: REPO,
    branch: "main",
    contentDir: contentRoot,
    app: { id: "424242", clientId: "Iv1.editor", publicKey: appKey.publicKey },
  }).start();
  host = {
    member: () => Promise.resolve(STAFF),
    env: { GITHUB_APP_ID: "424242", GITHUB_APP_PRIVATE_KEY: PEM.replace(/\n/g, " "), GITHUB_API_URL: standIn.url },
    checks: () => Promise.resolve([]),
    settings: "the host's settings",
  };
  for (const level of ["log", "warn", "error"] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.join(" "));
      if (process.env.GATEWAY_DEBUG) process.stderr.write(`${args.join(" ")}\n`);
    });
  }
});

afterAll(() => standIn.close());

type Sent = { status: number; body: Record<string, unknown> & { message?: string }; headers: Headers };

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, to = host): Promise<Sent> {
  const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      ...(text === undefined ? {} : { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) }),
      ...headers,
    },
    body: text,
  });
  const answer = await answerEditor(request, to);
  const raw = await answer.text();
  return { status: answer.status, body: raw ? (JSON.parse(raw) as Sent["body"]) : {}, headers: answer.headers };
}
const github = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  send(method, `${GATEWAY.github}${path}`, body, headers);

const live = () => standIn.git.resolve("main")!;
const liveTree = () => standIn.git.resolve("main^{tree}")!;
const siteYaml = () => standIn.git.fileAt("main", `content/${siteFile.file}`)!.toString();
/** site.yaml with one field set, from whatever it holds now, every other line as it was. */
function withField(text: string, field: string, value: string): string {
  const document = parseDocument(text);
  document.set(field, value);
  return String(document);
}
const withPhone = (text: string, phone: string) => withField(text, "phone", phone);

/** A draft as Decap's editorial workflow makes it through the gateway: blobs, a tree, a commit, a branch, a pull request. */
async function saveDraft(entry: string, files: Record<string, string | Buffer | null>, message = `Update ${entry}`, base = live()) {
  const entries = [];
  for (const [path, content] of Object.entries(files)) {
    if (content === null) {
      entries.push({ path, mode: "100644", type: "blob", sha: null });
      continue;
    }
    const blob = await github("POST", "/git/blobs", { content: Buffer.from(content).toString("base64"), encoding: "base64" });
    entries.push({ path, mode: "100644", type: "blob", sha: blob.body.sha });
  }
  const tree = await github("POST", "/git/trees", { base_tree: standIn.git.resolve(`${base}^{tree}`), tree: entries });
  expect(tree.body.message).toBeUndefined();
  const commit = await github("POST", "/git/commits", { message, tree: tree.body.sha, parents: [base] });
  const branch = `cms/site/${entry}`;
  const ref = await github("POST", "/git/refs", { ref: `refs/heads/${branch}`, sha: commit.body.sha });
  const pull = await github("POST", "/pulls", { head: branch, base: "main", title: `Update ${entry}` });
  return { branch, head: String(commit.body.sha), ref, pull: Number(pull.body.number) };
}

/** A commit made straight in the repository, signed as the gateway signs its own: what no route of the gateway would make. */
async function forged(files: Record<string, string>, parent = live(), rootTree?: string): Promise<string> {
  const git = standIn.git;
  const paths = Object.keys(files);
  const blobs = paths.length > 0 ? git.writeBlobs(Object.values(files).map((text) => Buffer.from(text))) : [];
  const tree =
    rootTree ??
    git.writeTree(
      `${parent}^{tree}`,
      paths.map((path, index) => ({ path, mode: "100644", sha: blobs[index]! })),
    );
  const author = await authorOf(STAFF);
  return git.writeCommit({ tree, parents: [parent], author, committer: author, message: "Update" });
}

/** Refused with a sentence matching `words`, and GitHub asked to write nothing. */
async function expectRefused(attempt: () => Promise<Sent>, words: RegExp) {
  const before = standIn.writes().length;
  const answer = await attempt();
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.body.message).toMatch(words);
  expect(standIn.writes().slice(before)).toEqual([]);
}

const manyFiles = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, n) => [`content/about/note-${String(n).padStart(3, "0")}.md`, `${n}\n`]));

describe("content only, decided from trees: GitHub's list of 300 changed files is never trusted", () => {
  it.each([COMPARE_FILES - 1, COMPARE_FILES, COMPARE_FILES + 1])(
    "a draft of %i files in content/ and one outside it (package.json, which sorts after them) is refused",
    async (count) => {
      const head = await forged({ ...manyFiles(count), "package.json": '{ "scripts": { "preinstall": "curl evil" } }\n' });
      // What GitHub lists of it stops at 300 files, before package.json.
      const compare = (await github("GET", `/compare/main...${head}`)).body as { files: { filename: string }[] };
      expect(compare.files.some((file) => file.filename === "package.json")).toBe(count < COMPARE_FILES);
      await expectRefused(() => github("POST", "/git/refs", { ref: "refs/heads/cms/site/many", sha: head }), /also touches package\.json/);
    },
  );

  it("a repository's root lifted from under content/ is refused as a commit, and as a draft", async () => {
    // content/evil/ holds a whole repository: its tree, made the root of a commit, would change every file.
    const evil = Object.fromEntries([...OUTSIDE.keys()].map((name) => [`content/evil/${name}`, "changed\n"]));
    const holder = await forged(evil);
    const lifted = standIn.git.resolve(`${holder}:content/evil`)!;
    await expectRefused(() => github("POST", "/git/commits", { message: "x", tree: lifted, parents: [live()] }), /also touches/);
    const head = await forged({}, live(), lifted);
    await expectRefused(() => github("POST", "/git/refs", { ref: "refs/heads/cms/site/lifted", sha: head }), /also touches/);
  });

  it("a tree on the base of an old live branch, or another branch's, is refused before anything is written", async () => {
    const old = live();
    // A developer changes the code on the live branch: the old tree's code is not the live code.
    const developer = { name: "Dev", email: "dev@example.org" };
    const changed = standIn.git.writeTree(`${old}^{tree}`, [
      { path: "src/page.ts", mode: "100644", sha: standIn.git.writeBlob(Buffer.from("export const page = 2;\n")) },
    ]);
    standIn.git.setRef(
      "refs/heads/main",
      standIn.git.writeCommit({ tree: changed, parents: [old], author: developer, committer: developer, message: "Code" }),
    );
    const entry = {
      path: `content/${siteFile.file}`,
      mode: "100644",
      type: "blob",
      sha: standIn.git.writeBlob(Buffer.from(withPhone(siteYaml(), "916-555-0100"))),
    };
    await expectRefused(
      () => github("POST", "/git/trees", { base_tree: standIn.git.resolve(`${old}^{tree}`), tree: [entry] }),
      /also touches src/,
    );
    standIn.git.setRef(
      "refs/heads/feature",
      standIn.git.writeCommit({ tree: changed, parents: [old], author: developer, committer: developer, message: "Other" }),
    );
    const other = standIn.git.resolve(`feature^{tree}`)!;
    standIn.git.setRef("refs/heads/main", old);
    await expectRefused(() => github("POST", "/git/trees", { base_tree: other, tree: [entry] }), /also touches src/);
  });

  it("a draft at the live branch's own history, or at a commit not made in the editor, is refused", async () => {
    const ancestor = live();
    await forged({ "content/about/new.md": "x\n" }).then((sha) => standIn.git.setRef("refs/heads/main", sha));
    await expectRefused(() => github("POST", "/git/refs", { ref: "refs/heads/cms/site/old", sha: ancestor }), /no change of its own/);
    const developer = { name: "Dev", email: "dev@example.org" };
    const tree = standIn.git.writeTree(`${live()}^{tree}`, [
      { path: "content/about/x.md", mode: "100644", sha: standIn.git.writeBlob(Buffer.from("y\n")) },
    ]);
    const theirs = standIn.git.writeCommit({
      tree,
      parents: [live()],
      author: developer,
      committer: developer,
      message: "Theirs [skip ci]",
    });
    await expectRefused(() => github("POST", "/git/refs", { ref: "refs/heads/cms/site/theirs", sha: theirs }), /not made in the editor/);
    standIn.git.setRef("refs/heads/main", ancestor);
  });

  it.each([
    ["a name that starts with a dot", "content/.gitattributes", "* filter=evil\n"],
    ["a name that starts with a dot, of a kind the schema takes", "content/about/.index.md", "---\ntitle: x\n---\n"],
    ["a backslash", "content/site\\evil.md", "x\n"],
    ["a kind of file the schema never takes", "content/site/run.sh", "#!/bin/sh\n"],
  ])("%s in content/ is refused", async (_what, path, text) => {
    const head = await forged({ [path]: text });
    await expectRefused(() => github("POST", "/git/refs", { ref: "refs/heads/cms/site/odd", sha: head }), /is not a file the editor saves/);
  });

  it.each([
    ["a content file the site needs, removed by a draft", "gone", `content/${siteFile.file}`, null],
    [
      "a content file the site does not use, added by a draft",
      "stray",
      `content/${siteFile.file.replace(/[^/]+$/, "stray.yaml")}`,
      "a: 1\n",
    ],
  ])("%s, is refused, and nothing is saved", async (_, entry, file, text) => {
    const before = standIn.writes().length;
    const draft = await saveDraft(entry, { [file]: text });
    expect(draft.ref.status).toBe(422);
    expect(draft.ref.body.message).toMatch(/Not saved/);
    expect(standIn.git.resolve(`refs/heads/cms/site/${entry}`)).toBeFalsy();
    expect(
      standIn
        .writes()
        .slice(before)
        .filter((write) => write.includes("/git/refs")),
    ).toEqual([]);
  });

  it("a link, a program or a submodule in content/, in a commit made straight in the repository, is refused", async () => {
    const blob = standIn.git.writeBlob(Buffer.from("x\n"));
    for (const [mode, sha] of [
      ["120000", blob],
      ["100755", blob],
      ["160000", live()],
    ]) {
      const head = await forged(
        {},
        live(),
        standIn.git.writeTree(`${live()}^{tree}`, [{ path: "content/site/x.jpg", mode: mode!, sha: sha! }]),
      );
      await expectRefused(
        () => github("POST", "/git/refs", { ref: "refs/heads/cms/site/moded", sha: head }),
        /is not a file the editor saves/,
      );
    }
  });

  it("a file outside content/, or in it by a dotted name or a backslash, is refused by the tree's own route before GitHub makes anything", async () => {
    const blob = await github("POST", "/git/blobs", { content: Buffer.from("{}\n").toString("base64"), encoding: "base64" });
    for (const [path, words] of [
      ["package.json", /also touches package\.json/],
      ["content/../package.json", /also touches content\/\.\.\/package\.json/],
      ["content/about/.index.md", /also touches content\/about\/\.index\.md/],
      ["content/site\\evil.md", /also touches content\/site\\evil\.md/],
    ] as const) {
      const entry = { path, mode: "100644", type: "blob", sha: blob.body.sha };
      await expectRefused(() => github("POST", "/git/trees", { base_tree: liveTree(), tree: [entry] }), words);
    }
  });

  it("a folder's SHA typed as a file, a link, a program or a submodule is refused by the tree's own route", async () => {
    const folder = standIn.git.resolve("main:content/site")!;
    for (const [mode, type, sha] of [
      ["100644", "blob", folder],
      ["120000", "blob", folder],
      ["100755", "blob", folder],
      ["160000", "commit", live()],
    ]) {
      const entry = { path: "content/site/x.jpg", mode, type, sha };
      const attempt = () => github("POST", "/git/trees", { base_tree: liveTree(), tree: [entry] });
      if (mode === "100644") {
        // GitHub would take it; the draft that points at it is refused, its "photograph" unreadable.
        const tree = await attempt();
        const commit = await github("POST", "/git/commits", { message: "x", tree: tree.body.sha, parents: [live()] });
        await expectRefused(
          () => github("POST", "/git/refs", { ref: "refs/heads/cms/site/typed", sha: commit.body.sha }),
          /not a readable picture/,
        );
      } else await expectRefused(attempt, /is not a file the editor saves/);
    }
  });
});

describe("names, object ids, bodies and answers", () => {
  it.each([
    ["PATCH", "/git/refs/heads/cms%2F..%2Fmain", { sha: "a".repeat(40), force: true }],
    ["DELETE", "/git/refs/heads/cms%2F..%2Fmain", undefined],
    ["PATCH", "/git/refs/heads/cms%2Fsite%2Fx.lock", { sha: "a".repeat(40) }],
    ["PATCH", "/git/refs/heads/cms%2Fsite%2F.hidden", { sha: "a".repeat(40) }],
    ["PATCH", "/git/refs/heads/cms%2Fsite%2Fa..b", { sha: "a".repeat(40) }],
    // An escape that is not UTF-8: a refusal, not the gateway's own failure.
    ["PATCH", "/git/refs/heads/cms%2Fsite%2F%E0", { sha: "a".repeat(40) }],
    ["DELETE", "/git/refs/heads/%E0", undefined],
    ["DELETE", "/git/refs/heads/main", undefined],
    ["POST", "/git/refs", { ref: "refs/heads/cms/../main", sha: "a".repeat(40) }],
    ["POST", "/git/refs", { ref: "refs/heads/feature", sha: "a".repeat(40) }],
  ])("%s %s: a name git would not take, or not a draft's, is refused", async (method, path, body) => {
    await expectRefused(() => github(method, path, body), /own drafts|only by Publish/);
  });

  it("every field that names an object must be 40 hex digits", async () => {
    const sha = live();
    const bad = `${sha}#x`;
    const entry = (value: string) => ({ path: `content/${siteFile.file}`, mode: "100644", type: "blob", sha: value });
    await expectRefused(() => github("POST", "/git/trees", { base_tree: bad, tree: [entry(sha)] }), /cannot read/);
    await expectRefused(() => github("POST", "/git/trees", { base_tree: liveTree(), tree: [entry(bad)] }), /not a file the editor saves/);
    await expectRefused(() => github("POST", "/git/commits", { message: "x", tree: bad, parents: [sha] }), /cannot read/);
    await expectRefused(() => github("POST", "/git/commits", { message: "x", tree: liveTree(), parents: [bad] }), /cannot read/);
    await expectRefused(() => github("POST", "/git/refs", { ref: "refs/heads/cms/site/x", sha: bad }), /cannot read/);
  });

  it("a write with a query, a body past the limit, or too many pages at once is refused", async () => {
    await expectRefused(() => github("POST", "/git/refs?force=true", { ref: "refs/heads/cms/site/q", sha: live() }), /cannot read/);
    await expectRefused(
      () => github("POST", "/git/blobs", "x", { "Content-Length": String(13 * 1024 * 1024) }),
      /larger than the editor ever sends/,
    );
    // Any other write's JSON: 256 KB at most, by what the request says of itself and by what it carries.
    const big = { ref: "refs/heads/cms/site/big", sha: live(), padding: "x".repeat(300 * 1024) };
    await expectRefused(() => github("POST", "/git/refs", big), /larger than the editor ever sends/);
    await expectRefused(() => github("POST", "/git/refs", big, { "Content-Length": "1000" }), /cannot read/);
    const folders = Object.fromEntries(["site", "about", "coffee", "team"].map((folder) => [`content/${folder}/extra.md`, "x\n"]));
    await expectRefused(
      async () => github("POST", "/git/refs", { ref: "refs/heads/cms/site/wide", sha: await forged(folders) }),
      /more pages or photographs/,
    );
  });

  it("a content/ too large for GitHub to list whole is refused, not trusted", async () => {
    standIn.settings.treeLimit = 10;
    try {
      await expectRefused(
        async () => github("POST", "/git/refs", { ref: "refs/heads/cms/site/big", sha: await forged({ "content/about/a.md": "x\n" }) }),
        /more pages or photographs/,
      );
    } finally {
      standIn.settings.treeLimit = 100_000;
    }
  });

  it("a YAML alias bomb, and a photograph that claims 65535 x 65535 pixels, fail closed with a sentence", async () => {
    // Nine levels of nine aliases: a few lines that stand for 387 million values, given to a field the check reads.
    const levels = Array.from({ length: 9 }, (_, n) => String.fromCharCode(97 + n));
    const anchors = levels.map(
      (name, n) =>
        `${name}: &${name} [${Array<string>(9)
          .fill(n === 0 ? "x" : `*${levels[n - 1]}`)
          .join(", ")}]`,
    );
    const bomb = [...anchors, withField(siteYaml(), "name", "BOMB").replace(/^name: BOMB$/m, `name: *${levels.at(-1)}`)].join("\n");
    const yamlDraft = await saveDraft("bomb", { [`content/${siteFile.file}`]: bomb });
    expect(yamlDraft.ref.status).toBe(422);
    expect(yamlDraft.ref.body.message).toMatch(/^Not saved: .*Site-wide facts.*cannot be read as fields \(Excessive alias count/);
    // A PNG's first bytes say its size; no picture the site takes may be that large (the build's decoder would refuse it).
    const header = Buffer.alloc(33);
    Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").copy(header);
    header.writeUInt32BE(65535, 16);
    header.writeUInt32BE(65535, 20);
    header.set([8, 6, 0, 0, 0], 24);
    const draft = await saveDraft("huge", {
      "content/site/huge.png": header,
      [`content/${siteFile.file}`]: withField(siteYaml(), "icon", "huge.png"),
    });
    expect(draft.ref.status).toBe(422);
    expect(draft.ref.body.message).toMatch(/65535 x 65535 pixels; expected at most 268 million pixels/);
  });

  it("a pull request names only a draft of this repository, and carries only its title and text", async () => {
    await expectRefused(() => github("POST", "/pulls", { head: "someone:cms/site/x", base: "main" }), /own drafts/);
    await expectRefused(() => github("POST", "/pulls", { head: "feature", base: "main" }), /own drafts/);
    await expectRefused(() => github("POST", "/pulls", { head: "cafe:cms/site/../x", base: "main" }), /own drafts/);
    await expectRefused(() => github("POST", "/pulls", { head: "cms/site/x", base: "feature" }), /only by Publish/);
    const draft = await saveDraft("fields", { [`content/${siteFile.file}`]: withPhone(siteYaml(), "916-555-0130") });
    expect(draft.ref.status).toBe(201);
    await github("POST", "/pulls", {
      head: "cafe:cms/site/fields",
      base: "main",
      title: "T",
      body: "B",
      maintainer_can_modify: true,
      draft: true,
    });
    expect(standIn.pullRequests.at(-1)).toEqual({ title: "T", body: "B", head: "cms/site/fields", base: "main" });
    const opened = await github("GET", "/pulls");
    const number = (opened.body as unknown as { number: number }[]).at(-1)!.number;
    await expectRefused(() => github("DELETE", `/issues/${number}/labels/%E0`), /cannot read/);
    await github("DELETE", "/git/refs/heads/cms%2Fsite%2Ffields");
  });

  it("a pull request opened elsewhere (from a branch not a draft, or into a branch not the live one) is not published, changed or labelled", async () => {
    standIn.git.setRef("refs/heads/feature", live());
    standIn.git.setRef("refs/heads/cms/site/elsewhere", live());
    for (const [head, base] of [
      ["feature", "main"],
      ["cms/site/elsewhere", "feature"],
      // A fork's branch of the same name: not this repository's draft.
      ["someone:cms/site/elsewhere", "main"],
    ]) {
      const opened = await fetch(`${standIn.url}/repos/${REPO}/pulls`, {
        method: "POST",
        headers: { Authorization: `token ${standIn.issued.at(-1)}`, "Content-Type": "application/json" },
        body: JSON.stringify({ head, base, title: "Theirs" }),
      });
      const { number } = (await opened.json()) as { number: number };
      await expectRefused(() => github("PUT", `/pulls/${number}/merge`, {}), /own drafts/);
      await expectRefused(() => github("PATCH", `/pulls/${number}`, { state: "closed" }), /own drafts/);
      await expectRefused(() => github("POST", `/issues/${number}/labels`, { labels: ["decap-cms/draft"] }), /own drafts/);
    }
    standIn.git.deleteRef("refs/heads/cms/site/elsewhere");
  });

  it("GitHub down when the gateway first asks for the App's installation is said plainly, and not kept: the next request asks again", async () => {
    // Another App setting (its Client ID), so that this gateway connects afresh.
    const fresh: Host = { ...host, env: { ...host.env, GITHUB_APP_ID: "Iv1.editor", GITHUB_APP_PRIVATE_KEY: PEM } };
    standIn.settings.down = true;
    try {
      const refused = await send("GET", `${GATEWAY.github}/branches/main`, undefined, {}, fresh);
      expect([refused.status, refused.body.message]).toEqual([502, expect.stringMatching(/GitHub did not answer/)]);
    } finally {
      standIn.settings.down = false;
    }
    expect((await send("GET", `${GATEWAY.github}/branches/main`, undefined, {}, fresh)).status).toBe(200);
  });

  it("every answer, GitHub's forwarded ones too, is data no browser will run, keep or sniff", async () => {
    for (const answer of [await github("GET", "/branches/main"), await github("POST", "/nowhere", {})]) {
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("a request from a page elsewhere is refused: another site, or a write without the editor's own origin", async () => {
    await expectRefused(
      () => github("GET", "/branches/main", undefined, { "Sec-Fetch-Site": "cross-site" }),
      /did not come from the site's editor/,
    );
    await expectRefused(
      () => github("POST", "/git/refs", { ref: "refs/heads/cms/site/x", sha: live() }, { Origin: "https://evil.example" }),
      /did not come from/,
    );
    await expectRefused(
      () => github("POST", "/git/refs", { ref: "refs/heads/cms/site/x", sha: live() }, { "Sec-Fetch-Site": "same-site" }),
      /did not come from/,
    );
  });
});

describe("save, then publish: what the build will check is what goes live", () => {
  const message = (commit: Commit) => commit.message;

  it("a draft made as the editor makes it is published as one commit on the live branch, content alone, in the publisher's name", async () => {
    const before = standIn.published().length;
    const phone = "916-555-0142";
    const draft = await saveDraft("site", { [`content/${siteFile.file}`]: withPhone(siteYaml(), phone) });
    expect([draft.ref.status, draft.ref.body.message]).toEqual([201, undefined]);
    const merged = await github("PUT", `/pulls/${draft.pull}/merge`, { merge_method: "merge" });
    expect([merged.status, merged.body.merged]).toEqual([200, true]);
    const published = standIn.published().slice(before);
    expect(published).toHaveLength(1);
    const [commit] = published;
    expect(commit!.author).toMatchObject(await authorOf(STAFF));
    expect(commit!.author.email).not.toContain("example.org");
    expect(message(commit!)).toMatch(/^Publish Site-wide facts\n\nPublished-by: maria <[0-9a-f]{16}@staff\.invalid>/);
    expect(standIn.git.changes(commit!.parents[0], commit!.sha).map((file) => file.filename)).toEqual([`content/${siteFile.file}`]);
    expect((parse(siteYaml()) as { phone: string }).phone).toBe(phone);
    expect(logged.filter((line) => line.includes('"write":"publish"')).at(-1)).toContain(commit!.sha);
  });

  it("Publish refuses a draft begun before someone else published the same page, and leaves the live site as it is", async () => {
    const first = await saveDraft("first", { [`content/${siteFile.file}`]: withPhone(siteYaml(), "916-555-0101") });
    const second = await saveDraft("second", { [`content/${siteFile.file}`]: withPhone(siteYaml(), "916-555-0102") });
    expect((await github("PUT", `/pulls/${second.pull}/merge`, {})).status).toBe(200);
    const now = live();
    await expectRefused(() => github("PUT", `/pulls/${first.pull}/merge`, {}), /Someone else changed Site-wide facts since/);
    expect(live()).toBe(now);
  });

  it("Publish removes what the draft removes, and writes its own message whatever the draft's said", async () => {
    // A photograph of the page's own, under a second name, as the media library leaves one beside its file.
    const photo = standIn.git.listTree("main:content/about").find((entry) => /\.(jpe?g|png)$/i.test(entry.path))!;
    const extra = await saveDraft("extra", { "content/about/spare.jpg": standIn.git.readBlob(photo.sha)! }, "Spare photo [skip ci]");
    expect((await github("PUT", `/pulls/${extra.pull}/merge`, {})).status).toBe(200);
    expect(standIn.git.fileAt("main", "content/about/spare.jpg")).toBeDefined();
    const removal = await saveDraft("removal", { "content/about/spare.jpg": null });
    expect(removal.ref.status).toBe(201);
    expect((await github("PUT", `/pulls/${removal.pull}/merge`, {})).status).toBe(200);
    expect(standIn.git.fileAt("main", "content/about/spare.jpg")).toBeUndefined();
    expect(standIn.git.fileAt("main", `content/about/${photo.path}`)).toBeDefined();
    expect(standIn.published().filter((commit) => /skip ci/.test(commit.message))).toEqual([]);
  });

  it("when GitHub refuses the merge (the App not allowed to publish), the staff are told to tell the owner, and nothing is pushed", async () => {
    const draft = await saveDraft("refused", { [`content/${siteFile.file}`]: withPhone(siteYaml(), "916-555-0109") });
    const now = live();
    standIn.settings.mergeRefusal = "Repository rule violations found";
    try {
      const answer = await github("PUT", `/pulls/${draft.pull}/merge`, {});
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/refused .*Repository rule violations found.*Tell the owner: the setup page/);
      expect(live()).toBe(now);
    } finally {
      standIn.settings.mergeRefusal = undefined;
    }
  });

  it("the App's token is asked for this repository alone, with the editor's permissions alone; neither key nor token reaches a log line", () => {
    expect(standIn.tokenRequests.at(-1)).toEqual({
      repositories: ["site"],
      permissions: { contents: "write", pull_requests: "write", metadata: "read" },
    });
    const secrets = [...PEM.split("\n").slice(1, -2), ...standIn.issued];
    expect(secrets.length).toBeGreaterThan(2);
    for (const secret of secrets) expect(logged.join("\n")).not.toContain(secret);
  });
});

describe("the hosts' sign-ins", () => {
  let access: AccessStandIn;
  beforeAll(async () => {
    access = await new AccessStandIn({ key: "", cert: "" }).start();
  });
  afterAll(() => access.close());

  const worker = (headers: Record<string, string>, env: Record<string, string> = {}) =>
    cloudflare.fetch(new Request(`${ORIGIN}${GATEWAY.session}`, { headers: { "Sec-Fetch-Site": "same-origin", ...headers } }), {
      ...workerSettings(access, standIn, PEM),
      ...env,
    });

  it("on Cloudflare, Access's signed assertion names the member of staff; a forged, stale or foreign one, or an e-mail header, does not", async () => {
    const good = await worker({ "Cf-Access-Jwt-Assertion": access.assertion({ email: "Maria@Example.org" }) });
    expect(await good.json()).toEqual({ email: "maria@example.org", name: "maria" });
    const cases: [string, Record<string, string>][] = [
      ["expired a minute ago", { "Cf-Access-Jwt-Assertion": access.assertion({ email: STAFF.email, expiresIn: -60 }) }],
      ["for another application", { "Cf-Access-Jwt-Assertion": access.assertion({ email: STAFF.email, aud: "another" }) }],
      ["signed by another key", { "Cf-Access-Jwt-Assertion": access.assertion({ email: STAFF.email, key: access.otherKey }) }],
      [
        "from another team",
        { "Cf-Access-Jwt-Assertion": access.assertion({ email: STAFF.email, issuer: "https://elsewhere.cloudflareaccess.com" }) },
      ],
      ["without an expiry", { "Cf-Access-Jwt-Assertion": access.assertion({ email: STAFF.email, claims: { exp: undefined } }) }],
      ["an e-mail header alone", { "Cf-Access-Authenticated-User-Email": STAFF.email }],
    ];
    for (const [what, headers] of cases) expect([what, (await worker(headers)).status]).toEqual([what, 401]);
  });

  it("on Cloudflare, a clock 20 s behind is forgiven; the team's domain is taken as the dashboard shows it", async () => {
    const late = access.assertion({ email: STAFF.email, expiresIn: -20 });
    expect((await worker({ "Cf-Access-Jwt-Assertion": late })).status).toBe(200);
    const asShown = `${access.team.replace(/^http:\/\//, "http://")}/`;
    expect(
      (await worker({ "Cf-Access-Jwt-Assertion": access.assertion({ email: STAFF.email }) }, { ACCESS_TEAM_DOMAIN: `  ${asShown}  ` }))
        .status,
    ).toBe(200);
  });

  const lambda = (email?: string) => netlifyGet("session", email);

  it("on Netlify, Identity's user names the member of staff; none is refused, and while anyone may register, no one may edit", async () => {
    const [closed, open] = [await identitySettings(true), await identitySettings(false)];
    try {
      process.env.URL = closed.url;
      expect(JSON.parse((await lambda("maria@example.org")).body)).toEqual({ email: "maria@example.org", name: "maria" });
      expect((await lambda()).statusCode).toBe(401);
      process.env.URL = open.url;
      const refused = await lambda("maria@example.org");
      expect(refused.statusCode).toBe(403);
      expect(JSON.parse(refused.body).message).toMatch(/Invite only/);
    } finally {
      delete process.env.URL;
      closed.close();
      open.close();
    }
  });
});
