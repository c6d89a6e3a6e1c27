/**
 * @jest-environment node
 *
 * Where the CMS saves is set by environment variables when the site is built: nothing, a GitHub
 * repository with pull requests, or (under `gatsby develop`) the local editing server.
 */
import yaml from "js-yaml";
import { cmsBackend } from "../src/cms/backend";
import { adminConfigYaml } from "../src/cms/config";
import { adminPolicy } from "../src/cms/policy";

describe("the CMS backend", () => {
  it("is none for a build without CMS_GITHUB_REPO, so /admin/ offers no sign-in", () => {
    expect(cmsBackend("build", {})).toEqual({ kind: "none" });
    expect(cmsBackend("build", { CMS_GITHUB_REPO: "  " })).toEqual({ kind: "none" });
  });

  it("is GitHub with the variables, with Netlify's OAuth service and main as defaults", () => {
    expect(cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" })).toEqual({
      kind: "github",
      repo: "cafe/site",
      branch: "main",
      baseUrl: "https://api.netlify.com",
      authEndpoint: "auth",
    });
    expect(
      cmsBackend("build", {
        CMS_GITHUB_REPO: "cafe/site",
        CMS_GITHUB_BRANCH: "live",
        CMS_AUTH_BASE_URL: "https://login.example.org/",
        CMS_AUTH_ENDPOINT: "/oauth/start",
      }),
    ).toEqual({ kind: "github", repo: "cafe/site", branch: "live", baseUrl: "https://login.example.org", authEndpoint: "oauth/start" });
  });

  it("is the local editing server under gatsby develop, whatever the variables say", () => {
    expect(cmsBackend("develop", { CMS_GITHUB_REPO: "cafe/site" })).toEqual({ kind: "local", url: "http://localhost:8081/api/v1" });
  });

  it("asks decap-server on the port CMS_PROXY_PORT moves it to, and refuses a port that is not a number", () => {
    expect(cmsBackend("develop", { CMS_PROXY_PORT: "8191" })).toEqual({ kind: "local", url: "http://localhost:8191/api/v1" });
    expect(() => cmsBackend("develop", { CMS_PROXY_PORT: "eighty" })).toThrow(
      'CMS_PROXY_PORT: found "eighty"; expected a port number, such as 8081.',
    );
  });

  it.each([
    [
      { CMS_GITHUB_REPO: "https://github.com/cafe/site" },
      /^CMS_GITHUB_REPO: found "https:\/\/github.com\/cafe\/site"; expected the GitHub repository as owner\/name/,
    ],
    [
      { CMS_GITHUB_REPO: "cafe/site", CMS_AUTH_BASE_URL: "http://login.example.org" },
      /^CMS_AUTH_BASE_URL: found "http:\/\/login.example.org"; expected the https:\/\/ address/,
    ],
    [{ CMS_GITHUB_REPO: "cafe/site", CMS_GITHUB_BRANCH: "my branch" }, /^CMS_GITHUB_BRANCH: found "my branch"/],
  ])("refuses %j, naming the variable and what it expects", (env, message) => {
    expect(() => cmsBackend("build", env)).toThrow(message);
  });
});

describe("/admin/config.yml", () => {
  const load = (text: string) => yaml.load(text) as Record<string, any>;

  it("with GitHub: the repository, branch and sign-in service from the variables, the editorial workflow and preview links", () => {
    const backend = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site", CMS_AUTH_BASE_URL: "https://login.example.org" });
    if (backend.kind !== "github") throw new Error("expected GitHub");
    const config = load(adminConfigYaml(backend, { "coffee/index.md": "coffee", "site/site.yaml": "" }));
    expect(config.backend).toEqual({
      name: "github",
      repo: "cafe/site",
      branch: "main",
      base_url: "https://login.example.org",
      auth_endpoint: "auth",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.show_preview_links).toBe(true);
    expect(config.local_backend).toBeUndefined();
    const files = config.collections.flatMap((collection: { files: { file: string; preview_path?: string }[] }) => collection.files);
    expect(files.find((file: { file: string }) => file.file === "content/coffee/index.md").preview_path).toBe("coffee");
    expect(files.find((file: { file: string }) => file.file === "content/site/site.yaml").preview_path).toBe("");
  });

  it("locally: the editing server on this computer, saving straight into the files", () => {
    const config = load(adminConfigYaml({ kind: "local", url: "http://localhost:8081/api/v1" }));
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "http://localhost:8081/api/v1" });
    expect(config.publish_mode).toBeUndefined();
  });
});

describe("the editor's Content-Security-Policy", () => {
  const connect = (policy: string) => /connect-src ([^;]+)/.exec(policy)?.[1]?.split(" ");

  it("reaches exactly what its backend needs", () => {
    const github = cmsBackend("build", { CMS_GITHUB_REPO: "cafe/site" });
    expect(connect(adminPolicy(github))).toEqual(["'self'", "https://api.github.com", "https://www.githubstatus.com", "blob:"]);
    expect(connect(adminPolicy(cmsBackend("develop", {})))).toEqual(["'self'", "http://localhost:8081", "blob:"]);
    expect(connect(adminPolicy(cmsBackend("build", {})))).toEqual(["'self'"]);
  });
});
