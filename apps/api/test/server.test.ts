import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./support/free-port.js";

const apiDir = fileURLToPath(new URL("..", import.meta.url));

/** Runs `node <args>` in the API's folder; `output` collects what it prints, `stderr` its errors alone. */
function startNode(args: string[], env: Record<string, string | undefined>) {
  const child = spawn("node", args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run = { child, output: "", stderr: "" };
  child.stdout.on("data", (chunk) => {
    run.output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    run.output += chunk;
    run.stderr += chunk;
  });
  return run;
}

/**
 * Waits for the API on `port` to answer its readiness check: the last answer, or undefined when `child` exited
 * first or nothing answered within 80 s. A start from the sources (tsx) with PGlite's migrations takes a few
 * seconds alone and more than 30 on a machine busy with other suites (CI runs this file beside the journeys).
 */
async function health(port: number, child: ChildProcess): Promise<Response | undefined> {
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
    if (response) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/** Sends SIGTERM and resolves with the exit code. */
async function terminate(child: ChildProcess): Promise<number | null> {
  child.kill("SIGTERM");
  const [code] = await once(child, "exit");
  return code;
}

describe("the server process", () => {
  it("serves requests, then shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const server = startNode(["--import", "tsx", "src/server.ts"], {
      PORT: String(port),
      PGLITE_DATA_DIR: "memory://",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    });
    expect((await health(port, server.child))?.status, server.output).toBe(200);
    expect(await terminate(server.child), server.output).toBe(0);
  }, 120_000);

  it("refuses to start with a bad variable and names it", async () => {
    const server = startNode(["--import", "tsx", "src/server.ts"], { PORT: "not-a-port" });
    const [code] = await once(server.child, "exit");
    expect(code).toBe(1);
    expect(server.stderr).toContain("PORT");
    expect(server.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});

/** The production artefact (`pnpm --filter @chartbot/api build`), run by plain node as `pnpm start` does. */
describe("the built bundle", () => {
  let dataDir: string;

  beforeAll(() => {
    const build = spawnSync("node", ["scripts/build.mjs"], { cwd: apiDir, encoding: "utf8" });
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
    dataDir = mkdtempSync(join(tmpdir(), "chartbot-api-bundle-"));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("bundles the workspace packages and leaves the npm packages as imports", () => {
    const bundle = readFileSync(join(apiDir, "dist", "server.js"), "utf8");
    expect(bundle).not.toMatch(/from\s*"@chartbot\//);
    expect(bundle).not.toContain("tsx");
    expect(bundle).toMatch(/from\s*"fastify"/);
  });

  it("applies the migrations as a release step, then serves from the migrated database", async () => {
    const env = { PGLITE_DATA_DIR: join(dataDir, "pglite"), DATABASE_URL: "", LOG_LEVEL: "warn" };
    const migrate = startNode(["dist/migrate.js"], env);
    const [code] = await once(migrate.child, "exit");
    expect(code, migrate.output).toBe(0);
    expect(migrate.output).toContain("Migrations applied (database: pglite)");

    const port = await freePort();
    const server = startNode(["dist/server.js"], { ...env, PORT: String(port) });
    const response = await health(port, server.child);
    expect(response?.status, server.output).toBe(200);
    expect(await terminate(server.child), server.output).toBe(0);
  }, 120_000);

  it("runs the key rotation command (dist/reencrypt-secrets.js) on the same database", async () => {
    const env = { PGLITE_DATA_DIR: join(dataDir, "pglite"), DATABASE_URL: "", LOG_LEVEL: "warn" };
    const reencrypt = startNode(["dist/reencrypt-secrets.js"], env);
    const [code] = await once(reencrypt.child, "exit");
    expect(code, reencrypt.output).toBe(0);
    expect(reencrypt.output).toContain('Every sealed value is under the key "default"');
  });
});
