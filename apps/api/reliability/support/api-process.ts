import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "../../test/support/free-port.js";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The API's production bundle for this run (`scripts/build.mjs`, made by the suite's global setup): every API
 * process of the suite runs it with plain node, as `pnpm start` does in a deployment. Beside `dist/` (one
 * folder below the package), so it finds the committed migrations as the deployed bundle does.
 */
export const BUNDLE_DIR = ".reliability-dist";

/** Builds the bundle the suite's API processes run (well under a second: esbuild). */
export function buildBundle(): void {
  execFileSync(process.execPath, ["scripts/build.mjs", "--outdir", BUNDLE_DIR], {
    cwd: apiDir,
    stdio: "inherit",
  });
}

export { freePort };

/** Where an API process's code comes from: the production bundle, or the sources through tsx. */
export interface StartFrom {
  /**
   * Run `src/server.ts` through tsx instead of the bundle: a CPU profile (`--cpu-prof`) then names each source
   * file, where the bundle's is one file. The bundle starts at about half the CPU.
   */
  sources?: boolean;
}

/** An API server process (the production bundle, as deployed) listening on a port of its own. */
export interface ApiProcess {
  readonly url: string;
  readonly pid: number;
  /** Everything it wrote to stdout (pino's JSON lines) and stderr, line by line. */
  readonly output: string[];
  /** Whether it is still running. */
  alive(): boolean;
  /** SIGTERM, as a deployment stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** The API on a free port with the environment, its output collected line by line. */
async function spawnApi(env: Record<string, string>, nodeArgs: readonly string[] = [], from: StartFrom = {}) {
  const port = await freePort();
  const entry = from.sources
    ? ["--import", "tsx", "src/server.ts"]
    : ["--enable-source-maps", `${BUNDLE_DIR}/server.js`];
  const child: ChildProcess = spawn("node", [...nodeArgs, ...entry], {
    cwd: apiDir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  // One unfinished line per stream: a chunk of stderr must not be glued into a half-read line of stdout.
  const partial = { stdout: "", stderr: "" };
  const collect = (stream: keyof typeof partial) => (chunk: Buffer) => {
    const lines = (partial[stream] + chunk.toString()).split("\n");
    partial[stream] = lines.pop() ?? "";
    output.push(...lines);
  };
  child.stdout?.on("data", collect("stdout"));
  child.stderr?.on("data", collect("stderr"));
  const state = { exited: false };
  // If the test process ends first (a timeout, a crash), the server must not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exit = once(child, "exit").then(([code]) => {
    state.exited = true;
    process.off("exit", killOnExit);
    for (const rest of Object.values(partial)) if (rest) output.push(rest);
    return code as number | null;
  });
  return { child, url: `http://127.0.0.1:${port}`, output, state, exit };
}

/**
 * Starts the API (the bundle, or with `sources` tsx) with the given environment on a free port and waits until it is
 * ready: `/api/health/ready` answers 200 (the default), or, with `ready: "listening"`, the API answers at all
 * (`/api/openapi.json`): for a production configuration, whose health check asks Firebase itself.
 * `nodeArgs` go before the script (e.g. `--cpu-prof`).
 */
export async function startApiProcess(
  env: Record<string, string>,
  options: { ready?: "health" | "listening"; nodeArgs?: readonly string[] } & StartFrom = {},
): Promise<ApiProcess> {
  const { child, url, output, state, exit } = await spawnApi(env, options.nodeArgs, options);
  const probe = options.ready === "listening" ? "/api/openapi.json" : "/api/health/ready";
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (state.exited) throw new Error(`the API exited while starting:\n${output.join("\n")}`);
    const answer = await fetch(`${url}${probe}`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the API did not become ready within 60 s:\n${output.join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid as number,
    output,
    alive: () => !state.exited,
    stop: async () => {
      if (state.exited) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

/** How an API process that was expected to refuse to start ended. */
export interface RefusedStart {
  /** Its exit code (null when it had to be killed). */
  code: number | null;
  /** Everything it printed, stdout and stderr. */
  output: string;
  /** Whether anything answered HTTP on its port before it exited. */
  listened: boolean;
}

/**
 * Starts the API like `startApiProcess` but expects it to exit on its own, as it must with a refused
 * configuration: resolves when it has, or kills it (code null) after `timeoutMs`. Meanwhile it keeps
 * asking its port, so a server that listened first and exited later is caught too.
 */
export async function runApiProcessToExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RefusedStart> {
  const { child, url, output, state, exit } = await spawnApi(env);
  let listened = false;
  const deadline = Date.now() + timeoutMs;
  while (!state.exited && Date.now() < deadline) {
    const answer = await fetch(`${url}/api/openapi.json`).catch(() => undefined);
    if (answer) listened = true;
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  const timedOut = !state.exited;
  if (timedOut) child.kill("SIGKILL");
  const code = await exit;
  return { code: timedOut ? null : code, output: output.join("\n"), listened };
}

/** CPU time a process has used so far, in user space and in the kernel, in seconds; 0 when it cannot be read. */
export function cpuTimes(pid: number): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** CPU time (user + system) a process has used so far, in seconds; 0 when it cannot be read. */
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/** The pid of the process listening on a local TCP port (the Auth emulator's), if `ss` can tell. */
export function listenerPid(port: number): number | undefined {
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}
