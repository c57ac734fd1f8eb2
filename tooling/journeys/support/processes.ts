import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { join } from "node:path";

/** Where the servers started for the journeys write their output. */
export const LOG_DIR = join(import.meta.dirname, "..", ".logs");

/** Starts a long-running command in its own process group, logging to `.logs/<name>.log`. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): ChildProcess {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = openSync(join(LOG_DIR, `${name}.log`), "w");
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
    // Its own group, so stopping it also stops its children (`next start` runs a next-server child).
    detached: true,
    stdio: ["ignore", log, log],
  });
  child.unref();
  return child;
}

/** Stops a process started by `startProcess` and its whole group; SIGKILL after 10 s. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child.pid, "SIGTERM");
  // A timer that keeps the event loop alive: the child is unref'd, so without it a runner with nothing else
  // pending (the budgets start no other server) would end here, with exit code 0 and no report.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), 10_000);
  });
  const outcome = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (outcome === "timeout") signalGroup(child.pid, "SIGKILL");
  // Children that ignored SIGTERM after their parent left (next-server) go too.
  signalGroup(child.pid, "SIGKILL");
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves once `url` answers (any status below 500); fails naming the log when the process exits or time runs out. */
export async function waitForUrl(url: string, name: string, child?: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode}; see ${join(LOG_DIR, `${name}.log`)}`);
    }
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${name} did not answer at ${url} within ${timeoutMs / 1000} s; see ${join(LOG_DIR, `${name}.log`)}`,
  );
}

/** Whether something answers at `url` with a status below 500. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}
