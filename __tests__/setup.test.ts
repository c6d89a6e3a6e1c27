/**
 * @jest-environment node
 *
 * The owner's setup page's report (editor/gateway/setup.ts, with each host's own checks): every likely
 * mistake an owner can make on the way to editing, made against the stand-ins for GitHub and Access, must
 * show as needing a fix (or a look) that names the dashboard page and value; and GitHub is asked nothing
 * for someone the host's sign-in has not let in. The page itself in the browsers: e2e/setup.spec.ts.
 */
import crypto from "crypto";
import { GATEWAY, IDENTITY_EMAILS } from "../editor/addresses";
import cloudflare from "../editor/gateway/cloudflare";
import { SAY } from "../editor/gateway/answers";
import type { HostCheck } from "../editor/gateway/host";
import { CHECKS } from "../editor/gateway/setup";
import { identityEmails } from "../editor/admin/identity-emails";
import { AccessStandIn, AUD } from "../test-support/access-stand-in";
import { identitySettings, netlifyGet, workerSettings } from "../test-support/editor-sites";
import { contentRoot } from "../test-support/content";
import { GitHubStandIn } from "../test-support/github-stand-in";

const ORIGIN = "https://www.example.org";
const OWNER = "owner@example.org";
const appKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = appKey.privateKey.export({ type: "pkcs1", format: "pem" }).toString();

let standIn: GitHubStandIn;
let access: AccessStandIn;
let defaults: GitHubStandIn["settings"];

beforeAll(async () => {
  standIn = await new GitHubStandIn({
    repo: "cafe/site",
    branch: "main",
    contentDir: contentRoot,
    app: { id: "424242", clientId: "Iv1.editor", publicKey: appKey.publicKey },
  }).start();
  access = await new AccessStandIn({ key: "", cert: "" }).start();
  defaults = structuredClone(standIn.settings);
  for (const level of ["log", "warn", "error"] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
});
beforeEach(() => {
  standIn.settings = structuredClone(defaults);
});
afterAll(async () => {
  await access.close();
  await standIn.close();
});

type Report = { checks: HostCheck[]; settings: string; appWorks: boolean };

/** The report as the Worker answers the setup page, signed in by Access unless told otherwise. */
async function onCloudflare(env: Record<string, string | undefined> = {}, headers?: Record<string, string>): Promise<Report> {
  const answer = await cloudflare.fetch(
    new Request(`${ORIGIN}${GATEWAY.setup}`, {
      headers: { "Sec-Fetch-Site": "same-origin", ...(headers ?? { "Cf-Access-Jwt-Assertion": access.assertion({ email: OWNER }) }) },
    }),
    { ...workerSettings(access, standIn, PEM), ...env },
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as Report;
}

const named = (report: Report, name: string) => report.checks.find((item) => item.check === name);
/** The check `name`, which must need a fix (or a look), with the fix's words. */
function expectFix(report: Report, name: string, found: RegExp, fix: RegExp, state: HostCheck["state"] = "fix") {
  const item = named(report, name);
  expect(item).toMatchObject({ state, found: expect.stringMatching(found), fix: expect.stringMatching(fix) });
}
const askedGitHub = async (run: () => Promise<unknown>) => {
  const before = standIn.requests.length;
  await run();
  return standIn.requests.slice(before);
};

describe("on Cloudflare, with everything set up as docs/hosting.md says", () => {
  it("every check is fine, but for the two only the owner can judge: who may sign in, and who else can change the code", async () => {
    const report = await onCloudflare();
    const notFine = report.checks.filter((item) => item.state !== "fine").map((item) => [item.check, item.state]);
    expect(notFine).toEqual([
      [CHECKS.accessPolicy, "look"],
      [CHECKS.people, "look"],
    ]);
    expect(report.checks.map((item) => item.check)).toEqual([
      CHECKS.access,
      CHECKS.accessSettings,
      CHECKS.accessPolicy,
      CHECKS.app,
      CHECKS.permissions,
      CHECKS.liveBranch,
      CHECKS.rules,
      CHECKS.publish,
      CHECKS.keep,
      CHECKS.ci,
      CHECKS.people,
    ]);
    expect(report.appWorks).toBe(true);
    expect(report.settings).toMatch(/Workers & Pages → identity-coffees → Settings → Variables and Secrets/);
  });
});

describe("Cloudflare Access", () => {
  it("not in front of /admin/: said so, and GitHub is asked nothing for a stranger", async () => {
    let report: Report | undefined;
    const asked = await askedGitHub(async () => (report = await onCloudflare({}, {})));
    expectFix(report!, CHECKS.access, /without Access/, /Access → Applications.*Self-hosted.*path admin.*Allow/);
    expectFix(report!, CHECKS.github, /not checked/, /sign-in above/);
    expect(named(report!, CHECKS.people)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("in front, but the Worker's two settings not given: the values Access itself sent are the hint", async () => {
    const report = await onCloudflare({ ACCESS_TEAM_DOMAIN: undefined, ACCESS_AUD: " " });
    expectFix(
      report,
      CHECKS.accessSettings,
      /ACCESS_TEAM_DOMAIN and ACCESS_AUD not set/,
      new RegExp(`Variables and Secrets, add ACCESS_TEAM_DOMAIN with ${access.team} and ACCESS_AUD with ${AUD}`),
    );
    expectFix(report, CHECKS.github, /not checked/, /sign-in above/);
  });

  it("another team's domain: the setting and the team Access signs as are named", async () => {
    const report = await onCloudflare({ ACCESS_TEAM_DOMAIN: "https://elsewhere.cloudflareaccess.com" });
    expectFix(
      report,
      CHECKS.accessSettings,
      new RegExp(`ACCESS_TEAM_DOMAIN is https://elsewhere.cloudflareaccess.com, but Access signs as ${access.team}`),
      new RegExp(`set ACCESS_TEAM_DOMAIN to ${access.team}`),
    );
  });

  it("another application's audience tag: the tag Access sent is the fix", async () => {
    const report = await onCloudflare({ ACCESS_AUD: "0".repeat(64) });
    expectFix(report, CHECKS.accessSettings, /ACCESS_AUD does not match/, new RegExp(`ACCESS_AUD to ${AUD}`));
  });

  it("who may sign in is for the owner to look at in Zero Trust: addresses, never Everyone nor a public mail domain", async () => {
    expectFix(await onCloudflare(), CHECKS.accessPolicy, /policy/, /Include Emails.*Never Everyone.*gmail\.com/, "look");
  });
});

describe("the editor's GitHub App", () => {
  it("not made yet: the button below, then the Worker's settings", async () => {
    const report = await onCloudflare({ GITHUB_APP_ID: undefined, GITHUB_APP_PRIVATE_KEY: undefined });
    expectFix(report, CHECKS.app, /GITHUB_APP_ID and GITHUB_APP_PRIVATE_KEY not set/, /button below.*Variables and Secrets/);
    expect(report.appWorks).toBe(false);
  });

  it("a key pasted in part: paste the whole key, or make a new one and delete the file", async () => {
    const half = PEM.slice(0, PEM.length / 2);
    expectFix(
      await onCloudflare({ GITHUB_APP_PRIVATE_KEY: half }),
      CHECKS.app,
      /not a whole private key/,
      /from -----BEGIN to -----END.*delete the file/,
    );
  });

  it("an ID of another App, or a key of another App: GitHub refuses them, and the setup page says which page shows them", async () => {
    const other = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs1", format: "pem" }).toString();
    for (const env of [{ GITHUB_APP_ID: "999" }, { GITHUB_APP_PRIVATE_KEY: other }]) {
      expectFix(await onCloudflare(env), CHECKS.app, /refused the App's ID or key/, /App ID \(or Client ID\).*General/);
    }
  });

  it("the App's Client ID in place of its ID works as well", async () => {
    expect(named(await onCloudflare({ GITHUB_APP_ID: "Iv1.editor" }), CHECKS.app)?.state).toBe("fine");
  });

  it("made but installed nowhere: install it, on the site's repository alone", async () => {
    standIn.settings.installations = 0;
    expectFix(await onCloudflare(), CHECKS.app, /installed nowhere/, /Install App.*Only select repositories/);
  });

  it("installed on a second repository, or on a second account: back to the site's repository alone", async () => {
    standIn.settings.repositories = 2;
    expectFix(await onCloudflare(), CHECKS.app, /more than the site's repository/, /Only select repositories, the site's repository alone/);
    standIn.settings.repositories = 1;
    standIn.settings.installations = 2;
    expectFix(await onCloudflare(), CHECKS.app, /more than the site's repository/, /Uninstall it there/);
  });

  it("installed on All repositories: every repository made later would be the App's too", async () => {
    standIn.settings.selection = "all";
    expectFix(await onCloudflare(), CHECKS.app, /All repositories/, /Repository access: Only select repositories/);
  });

  it("given more than the editor needs (administration, workflows): each is named, to be set to No access", async () => {
    standIn.settings.permissions = { ...defaults.permissions, administration: "write", workflows: "write" };
    expectFix(
      await onCloudflare(),
      CHECKS.permissions,
      /more than the editor needs: administration \(write\), workflows \(write\)/,
      /No access/,
    );
  });

  it("given less than the editor needs (files read-only): said, and nothing further asked with a token GitHub would refuse", async () => {
    standIn.settings.permissions = { ...defaults.permissions, contents: "read" };
    const report = await onCloudflare();
    expectFix(
      report,
      CHECKS.permissions,
      /less than the editor needs: it needs contents \(write\), and has read/,
      /Contents Read and write.*Accept new permissions/,
    );
    expect(named(report, CHECKS.rules)).toBeUndefined();
  });

  it("a fixed installation is seen at the next check, not after the isolate is recycled", async () => {
    standIn.settings.repositories = 2;
    expect(named(await onCloudflare(), CHECKS.app)?.state).toBe("fix");
    standIn.settings.repositories = 1;
    expect(named(await onCloudflare(), CHECKS.app)?.state).toBe("fine");
  });
});

describe("the repository and its rules", () => {
  it("a default branch other than main: Publish would change a branch the host does not build", async () => {
    standIn.settings.defaultBranch = "master";
    expectFix(await onCloudflare(), CHECKS.liveBranch, /default branch is master, but Publish changes main/, /rename master to main/);
  });

  it("no ruleset at all: the two rulesets, Active", async () => {
    standIn.settings.rules = [];
    expectFix(await onCloudflare(), CHECKS.rules, /no active ruleset protects main/, /two rulesets.*Enforcement status Active/);
  });

  it("a ruleset left Disabled, as GitHub's form starts: named, to be made Active", async () => {
    standIn.settings.rulesets[2]!.enforcement = "disabled";
    const report = await onCloudflare();
    expectFix(report, CHECKS.rules, /"Keep main" is not Active/, /"Keep main" → Enforcement status: Active/);
    expectFix(report, CHECKS.keep, /not blocked/, /Restrict deletions, Block force pushes, an empty Bypass list/);
  });

  it("the App not in the first ruleset's bypass list: GitHub would refuse every Publish", async () => {
    standIn.settings.bypass[1] = "never";
    expectFix(
      await onCloudflare(),
      CHECKS.publish,
      /refuses every Publish: "Publish by pull request"/,
      /Add bypass.*For pull requests only/,
    );
  });

  it("the App allowed to bypass always: its key could push to main without a pull request", async () => {
    standIn.settings.bypass[1] = "always";
    expectFix(await onCloudflare(), CHECKS.publish, /bypass it always/, /change Always allow to For pull requests only/);
  });

  it("main not requiring a pull request at all: said, with the first ruleset to make", async () => {
    standIn.settings.rules = standIn.settings.rules.filter((rule) => rule.type !== "pull_request");
    expectFix(await onCloudflare(), CHECKS.publish, /does not require a pull request/, /Require a pull request before merging/);
  });

  it("deletion and force pushes in a ruleset the App may bypass: not truly blocked", async () => {
    standIn.settings.bypass[2] = "always";
    expectFix(await onCloudflare(), CHECKS.keep, /blocked, but "Keep main" lets the App bypass the block/, /empty Bypass list/);
  });

  it("force pushes not blocked: the missing rule is named", async () => {
    standIn.settings.rules = standIn.settings.rules.filter((rule) => rule.type !== "non_fast_forward");
    expectFix(await onCloudflare(), CHECKS.keep, /no active ruleset has Block force pushes$/, /Block force pushes/);
  });

  it("CI's check not required: for the owner to look at", async () => {
    standIn.settings.rules = standIn.settings.rules.filter((rule) => rule.type !== "required_status_checks");
    expectFix(await onCloudflare(), CHECKS.ci, /no status check is required/, /Require status checks to pass/, "look");
  });

  it("a private repository on GitHub Free: its rules are not enforced, and the two ways out are named", async () => {
    standIn.settings.private = true;
    const report = await onCloudflare();
    expectFix(report, CHECKS.rules, /private.*only with a paid plan/, /Make the repository public.*GitHub Pro/);
    expect(named(report, CHECKS.publish)).toBeUndefined();
  });

  it("a private repository with GitHub Pro: its rules are checked, and its cost is for the owner to look at", async () => {
    Object.assign(standIn.settings, { private: true, plan: "pro" });
    const report = await onCloudflare();
    expect(named(report, CHECKS.publish)?.state).toBe("fine");
    expectFix(report, CHECKS.private, /paid plan.*Actions minutes/, /monthly cost/, "look");
  });

  it("a former contractor still an admin of the repository: listed by name and role, with the page that removes them", async () => {
    standIn.settings.collaborators = [
      { login: "site-owner", role_name: "admin" },
      { login: "old-contractor", role_name: "admin" },
    ];
    expectFix(await onCloudflare(), CHECKS.people, /old-contractor \(admin\)/, /Settings → Collaborators → Remove/, "look");
  });
});

describe("on Netlify", () => {
  async function onNetlify(site: string, email?: string): Promise<Report> {
    Object.assign(process.env, { URL: site, GITHUB_APP_ID: "424242", GITHUB_APP_PRIVATE_KEY: PEM, GITHUB_API_URL: standIn.url });
    try {
      const answer = await netlifyGet("setup", email);
      return JSON.parse(answer.body) as Report;
    } finally {
      for (const name of ["URL", "GITHUB_APP_ID", "GITHUB_APP_PRIVATE_KEY", "GITHUB_API_URL"]) delete process.env[name];
    }
  }

  it("Identity's registration left Open: anyone could sign up, so it needs fixing, and GitHub is not asked", async () => {
    const open = await identitySettings(false);
    try {
      let report: Report | undefined;
      const asked = await askedGitHub(async () => (report = await onNetlify(open.url, OWNER)));
      expectFix(report!, CHECKS.signUp, /anyone \(registration is open\)/, /Registration preferences.*Invite only/);
      expectFix(report!, CHECKS.github, /not checked/, /sign-in above/);
      expect(asked).toEqual([]);
    } finally {
      open.close();
    }
  });

  it("not signed in: the page's own Sign in, and GitHub is not asked; signed in, GitHub is checked", async () => {
    const closed = await identitySettings(true);
    try {
      const stranger = await onNetlify(closed.url);
      expectFix(stranger, CHECKS.identity, /not signed in/, /Sign in below/);
      expect(named(stranger, CHECKS.app)).toBeUndefined();
      const owner = await onNetlify(closed.url, OWNER);
      expect(named(owner, CHECKS.identity)?.state).toBe("fine");
      expect(named(owner, CHECKS.signUp)?.state).toBe("fine");
      expect(named(owner, CHECKS.app)?.state).toBe("fine");
      expect(owner.settings).toMatch(/Environment variables.*Trigger deploy/);
    } finally {
      closed.close();
    }
  });

  it("the invitation and recovery templates' paths are on the page, and each e-mail opens the editor with its token", async () => {
    const closed = await identitySettings(true);
    try {
      expectFix(
        await onNetlify(closed.url, OWNER),
        CHECKS.identityEmails,
        /templates/,
        new RegExp(`${IDENTITY_EMAILS.invitation}.*${IDENTITY_EMAILS.recovery}`),
        "look",
      );
    } finally {
      closed.close();
    }
    const emails = identityEmails('Café "Identity" & Co {{ .Token }}');
    expect(emails.invitation).toContain('href="{{ .SiteURL }}/admin/#invite_token={{ .Token }}"');
    expect(emails.recovery).toContain('href="{{ .SiteURL }}/admin/#recovery_token={{ .Token }}"');
    // The cafe's name, as HTML, and never read by Netlify as a template of its own.
    expect(emails.invitation).toContain("Café &#34;Identity&#34; &#38; Co &#123;&#123; .Token &#125;&#125;");
    expect(emails.invitation.match(/\{\{ \.Token \}\}/g)).toHaveLength(1);
  });
});

describe("the App made from its manifest", () => {
  it("GitHub's code is traded once for the App's ID, key and install page; a second time, the owner is told to make it again", async () => {
    const manifest = JSON.stringify({ name: "Cafe editor", redirect_url: `${ORIGIN}/admin/setup/` });
    const made = await fetch(`${standIn.url}/settings/apps/new?state=s`, {
      method: "POST",
      body: new URLSearchParams({ manifest }),
      redirect: "manual",
    });
    const code = new URL(made.headers.get("location")!).searchParams.get("code")!;
    const body = JSON.stringify({ code });
    const trade = () =>
      cloudflare.fetch(
        new Request(`${ORIGIN}${GATEWAY.app}`, {
          method: "POST",
          headers: {
            "Sec-Fetch-Site": "same-origin",
            Origin: ORIGIN,
            "Content-Type": "application/json",
            "Content-Length": String(body.length),
          },
          body,
        }),
        { GITHUB_API_URL: standIn.url },
      );
    const first = (await (await trade()).json()) as { id: number; pem: string; installUrl: string };
    expect(first.id).toBe(90210);
    expect(first.pem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(first.installUrl).toBe("https://github.com/apps/cafe-editor/installations/new");
    const second = await trade();
    expect([second.status, ((await second.json()) as { message: string }).message]).toEqual([400, SAY.appCodeRefused]);
  });
});
