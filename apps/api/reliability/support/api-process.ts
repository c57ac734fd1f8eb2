import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** An API server process (`src/server.ts`, as deployed) listening on a port of its own. */
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

/**
 * Starts `node --import tsx src/server.ts` with the given environment on a free port and waits until
 * `/api/health/ready` answers 200.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn("node", ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    output.push(...lines);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited = false;
  // If the test process ends first (a timeout, a crash), the server must not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exit = once(child, "exit").then(([code]) => {
    exited = true;
    process.off("exit", killOnExit);
    if (partial) output.push(partial);
    return code as number | null;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`the API exited while starting:\n${output.join("\n")}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
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
    alive: () => !exited,
    stop: async () => {
      if (exited) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

/** CPU time (user + system) a process has used so far, in seconds; 0 when it cannot be read. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
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
