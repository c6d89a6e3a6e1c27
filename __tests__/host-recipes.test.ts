/**
 * @jest-environment node
 *
 * The files that tell a Git host and a web host what to do: the CI workflow runs the whole suite on
 * every pull request and on main, and netlify.toml builds what the README says, with the Node it needs.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { parse } from "smol-toml";

const root = path.resolve(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");

describe(".github/workflows/ci.yml", () => {
  type Workflow = { on: Record<string, { branches?: string[] } | null>; jobs: Record<string, { steps: { run?: string }[] }> };
  const workflow = yaml.load(read(".github/workflows/ci.yml")) as Workflow;

  it("runs on every pull request and on every push to main", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
    expect(workflow.on.pull_request?.branches).toBeUndefined();
    expect(workflow.on.push?.branches).toEqual(["main"]);
  });

  it("runs .ci/run, the same entry point as every other CI run", () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ""));
    expect(runs).toContain("bash .ci/run");
    expect(fs.existsSync(path.join(root, ".ci/run"))).toBe(true);
  });
});

describe("netlify.toml", () => {
  const config = parse(read("netlify.toml")) as { build: { command: string; publish: string; environment: Record<string, string> } };
  const said = (what: string) => new RegExp(`${what} \`([^\`]+)\``).exec(readme)?.[1];

  it("builds with the command and publishes the folder the README names", () => {
    expect(said("build command")).toBe("npm run build");
    expect(config.build.command).toBe(said("build command"));
    expect(config.build.publish).toBe(said("publish directory"));
  });

  it("asks for a Node version the project supports", () => {
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(Number(config.build.environment.NODE_VERSION)).toBeGreaterThanOrEqual(Number(/\d+/.exec(engines)?.[0]));
  });
});
