/** Small helpers the benchmark's parts share: medians, running a command, a plain-text table. */
import { spawn } from "child_process";

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const spread = (values: readonly number[], digits = 1): string =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

export type Env = Record<string, string | undefined>;

/** Runs a command to its end; resolves with its wall time in seconds and the end of its output, or rejects with that end. */
export function run(command: string, args: string[], cwd: string, env: Env = process.env): Promise<{ seconds: number; output: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, output });
      else reject(new Error(`${command} ${args.join(" ")} in ${cwd} exited with ${code}:\n${output.split("\n").slice(-40).join("\n")}`));
    });
  });
}

/** Runs a command to its end; resolves with its wall time in seconds. */
export const timed = (command: string, args: string[], cwd: string, env: Env = process.env): Promise<number> =>
  run(command, args, cwd, env).then(({ seconds }) => seconds);

/** Waits until `check` is true, trying every `everyMs`, for at most `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`gave up after ${timeoutMs / 1000} s`);
}

/** A Markdown-style table with padded columns. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (cell ?? "").padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
