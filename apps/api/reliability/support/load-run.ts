import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));

/** What the load generator sends (`load-generator.ts`). */
export interface LoadPlan {
  url: string;
  connections: number;
  durationSeconds: number;
  /** An answer slower than this is a timeout. */
  timeoutSeconds: number;
  /** Sent as `Origin` on writes. */
  origin: string;
  /** Each connection's passes go to these users in turn. */
  users: { accountId: string; cookie: string }[];
  /** Alerts a user keeps open before passes delete the oldest, so creates and deletes both run. */
  keepOpen: number;
}

/** What the load generator saw: autocannon's figures, and every write it sent and had answered. */
export interface LoadOutcome {
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  serverErrors: number;
  /** Answers by status code. */
  statusCodes: Record<string, number>;
  /** Creates sent, and those answered 201, as `<account id>:<level>` (a level is unique per account). */
  sent: string[];
  answered: string[];
  /** Alerts created (answered 201), as [id, level]. */
  acknowledged: [string, number][];
  /** Alerts whose delete was answered 204, and those whose delete was sent. */
  deleted: string[];
  deleteSent: string[];
}

/**
 * Runs `plan` from a process of its own (`load-generator.ts`), so the caller's garbage collections do not stop
 * the load generator mid-run, and resolves with what it saw. Fails with the generator's output when it does.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadOutcome> {
  const dir = mkdtempSync(join(tmpdir(), "chartbot-load-"));
  try {
    const planFile = join(dir, "plan.json");
    const outcomeFile = join(dir, "outcome.json");
    writeFileSync(planFile, JSON.stringify(plan));
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "reliability/support/load-generator.ts", planFile, outcomeFile],
      { cwd: apiDir, stdio: ["ignore", "inherit", "pipe"] },
    );
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // If the caller ends first (a timeout, a crash), the generator must not outlive it.
    const killOnExit = () => child.kill("SIGKILL");
    process.once("exit", killOnExit);
    const timer = setTimeout(() => child.kill("SIGKILL"), (plan.durationSeconds + 60) * 1_000);
    const [code] = await once(child, "exit");
    clearTimeout(timer);
    process.off("exit", killOnExit);
    if (code !== 0) throw new Error(`the load generator exited with ${code}:\n${stderr}`);
    return JSON.parse(readFileSync(outcomeFile, "utf8")) as LoadOutcome;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
