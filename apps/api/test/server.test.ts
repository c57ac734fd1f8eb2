import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const apiDir = fileURLToPath(new URL("..", import.meta.url));

describe("the server process", () => {
  it("serves requests, then shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const child = spawn("node", ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DATA_DIR: "memory://",
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    let health: Response | undefined;
    for (let i = 0; i < 120 && !health; i += 1) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health?.status, output).toBe(200);
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    expect(code, output).toBe(0);
  });

  it("refuses to start with a bad variable and names it", async () => {
    const child = spawn("node", ["--import", "tsx", "src/server.ts"], {
      cwd: apiDir,
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
