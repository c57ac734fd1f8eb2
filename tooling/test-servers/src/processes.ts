import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { join } from "node:path";

/** A long-running process started by `startProcess`: its name, the child and the file it logs to. */
export interface StartedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
}

/**
 * Starts a long-running command in its own process group (so stopping it also stops its children: `next
 * start` runs a `next-server` child), writing its output to `<logDir>/<name>.log`.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined>; logDir: string },
): StartedProcess {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = join(options.logDir, `${name}.log`);
  const log = openSync(logFile, "w");
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", log, log],
  });
  child.unref();
  return { name, child, logFile };
}

/**
 * Stops a process started by `startProcess` and its whole group: SIGTERM, SIGKILL after 10 s, and SIGKILL to
 * the group in any case for children that ignored SIGTERM after their parent left (`next-server` does).
 */
export async function stopProcess(started: StartedProcess | undefined): Promise<void> {
  const child = started?.child;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child.pid, "SIGTERM");
  // A timer that keeps the event loop alive: the child is unref'd, so without it a runner with nothing else
  // pending would end here, with exit code 0 and no report.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), 10_000);
  });
  await Promise.race([exited, timeout]);
  clearTimeout(timer);
  signalGroup(child.pid, "SIGKILL");
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Resolves once `url` answers (any status below 500); fails naming the process's log when the process exits
 * first or nothing answers within `timeoutMs`.
 */
export async function waitForUrl(url: string, started: StartedProcess, timeoutMs = 120_000): Promise<void> {
  const { name, child, logFile } = started;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}; see ${logFile}`);
    }
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** Whether something answers at `url` with a status below 500 (within 2 s). */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}
