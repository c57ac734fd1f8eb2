import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answers, type StartedProcess, startProcess, stopProcess, waitForUrl } from "./processes";

let logDir: string;
const started: StartedProcess[] = [];

beforeEach(() => {
  logDir = mkdtempSync(join(tmpdir(), "test-servers-"));
});

afterEach(async () => {
  for (const run of started.splice(0)) await stopProcess(run);
  rmSync(logDir, { recursive: true, force: true });
});

/** Runs a Node.js script as a started process. */
function startNode(name: string, script: string): StartedProcess {
  const run = startProcess(name, process.execPath, ["-e", script], {
    cwd: logDir,
    env: { PATH: process.env.PATH },
    logDir,
  });
  started.push(run);
  return run;
}

/** Whether `pid` is a live process (a zombie waiting for a parent that does not reap it is not). */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
}

async function readLog(run: StartedProcess, until: RegExp): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const log = readFileSync(run.logFile, "utf8");
    if (until.test(log)) return log;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${run.logFile} never matched ${until}`);
}

/** A server on a free port of this process, answering every request with `status`. */
async function serve(status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.statusCode = status;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe("startProcess and stopProcess", () => {
  it("write the output to <logDir>/<name>.log", async () => {
    const hello = startNode("hello", "console.log('hello from the child'); setInterval(() => {}, 1000)");
    expect(hello.logFile).toBe(join(logDir, "hello.log"));
    expect(await readLog(hello, /hello from the child/)).toContain("hello from the child");
  });

  it("stop the whole group, children that ignore SIGTERM included (as next-server does)", async () => {
    const parent = startNode(
      "parent",
      `const { spawn } = require("node:child_process");
       const script = "process.on('SIGTERM', () => {}); console.log('child ' + process.pid + ' ignores SIGTERM'); setInterval(() => {}, 1000)";
       spawn(process.execPath, ["-e", script], { stdio: "inherit" });
       setInterval(() => {}, 1000);`,
    );
    const childPid = Number((await readLog(parent, /child \d+ ignores SIGTERM/)).match(/child (\d+)/)?.[1]);
    expect(isRunning(childPid)).toBe(true);

    await stopProcess(parent);

    expect(parent.child.exitCode !== null || parent.child.signalCode !== null).toBe(true);
    await expect.poll(() => isRunning(childPid)).toBe(false);
  });

  it("stopping a process that has already exited, or none, does nothing", async () => {
    const done = startNode("done", "process.exit(0)");
    await new Promise((resolve) => done.child.once("exit", resolve));
    await expect(stopProcess(done)).resolves.toBeUndefined();
    await expect(stopProcess(undefined)).resolves.toBeUndefined();
  });
});

describe("waitForUrl", () => {
  it("resolves once the process answers", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = startNode(
      "server",
      `setTimeout(() => require("node:http").createServer((q, s) => s.end("ok")).listen(${port}, "127.0.0.1"), 300)`,
    );
    await expect(waitForUrl(`http://127.0.0.1:${port}/`, server, 10_000)).resolves.toBeUndefined();
  });

  it("fails naming the log when the process exits first", async () => {
    const crashing = startNode("crashing", "console.error('no port for me'); process.exit(3)");
    await expect(waitForUrl("http://127.0.0.1:9/", crashing, 10_000)).rejects.toThrow(
      `crashing exited with 3; see ${join(logDir, "crashing.log")}`,
    );
  });

  it("fails naming the log when nothing answers in time", async () => {
    const silent = startNode("silent", "setInterval(() => {}, 1000)");
    await expect(waitForUrl("http://127.0.0.1:9/", silent, 600)).rejects.toThrow(
      `silent did not answer at http://127.0.0.1:9/ within 0.6 s; see ${join(logDir, "silent.log")}`,
    );
  });
});

describe("answers", () => {
  it("is true below 500 (a 404 is a server that is up), false for 500 or nothing listening", async () => {
    const notFound = await serve(404);
    const broken = await serve(503);
    try {
      expect(await answers(notFound.url)).toBe(true);
      expect(await answers(broken.url)).toBe(false);
      expect(await answers("http://127.0.0.1:9/")).toBe(false);
    } finally {
      notFound.server.close();
      broken.server.close();
    }
  });
});
