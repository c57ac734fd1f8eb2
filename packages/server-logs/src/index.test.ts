import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { jsonLine, logAsJson } from "./index.mjs";

const original = { ...console };
afterEach(() => {
  Object.assign(console, original);
});

const parse = (line: string) => JSON.parse(line) as Record<string, unknown>;

describe("jsonLine", () => {
  it("writes one JSON object per line in pino's shape, with the app's name", () => {
    const line = jsonLine("web", "info", ["%s started in %d ms", "server", 12]);
    expect(line.endsWith("\n")).toBe(true);
    expect(line.trimEnd()).not.toContain("\n");
    const parsed = parse(line);
    expect(parsed).toMatchObject({ level: 30, app: "web", msg: "server started in 12 ms", pid: process.pid });
    expect(typeof parsed.time).toBe("number");
    expect(typeof parsed.hostname).toBe("string");
  });

  it("drops terminal colours and keeps a multi-line message on one line", () => {
    const parsed = parse(jsonLine("dashboard", "log", ["\u001b[32m✓\u001b[39m Ready\n in 80ms"]));
    expect(parsed.msg).toBe("✓ Ready\n in 80ms");
    expect(parsed.level).toBe(30);
  });

  it("carries an error as `err` with its class, message, stack and Next's digest", () => {
    const error = Object.assign(new TypeError("no such page"), { digest: "1234567" });
    const parsed = parse(jsonLine("web", "error", [error]));
    expect(parsed.level).toBe(50);
    expect(parsed.msg).toBe("no such page");
    expect(parsed.err).toMatchObject({ type: "TypeError", message: "no such page", digest: "1234567" });
    expect(String((parsed.err as { stack: string }).stack)).toContain("index.test.ts");
  });

  it("keeps the text around an error", () => {
    const parsed = parse(jsonLine("web", "warn", ["render failed:", new Error("boom")]));
    expect(parsed.level).toBe(40);
    expect(parsed.msg).toContain("render failed:");
    expect(parsed.err).toMatchObject({ type: "Error", message: "boom" });
  });

  it("writes an object argument that refers to itself without throwing", () => {
    const loop: Record<string, unknown> = { name: "loop" };
    loop.self = loop;
    expect(parse(jsonLine("web", "log", ["state", loop])).msg).toContain("[Circular");
  });
});

describe("logAsJson", () => {
  it("turns every console method into JSON lines on the sink, at its level", () => {
    const lines: string[] = [];
    logAsJson("web", { write: (line: string) => lines.push(line) });
    console.debug("d");
    console.log("l");
    console.info("i");
    console.warn("w");
    console.error(new Error("e"));
    expect(lines.map((line) => [parse(line).level, parse(line).msg])).toEqual([
      [20, "d"],
      [30, "l"],
      [30, "i"],
      [40, "w"],
      [50, "e"],
    ]);
  });
});

describe("the preload (`node --import @chartbot/server-logs/preload <app>/server.js`)", () => {
  it("logs the server's lines as JSON from its first, named after the folder of its server.js", () => {
    const dir = mkdtempSync(join(tmpdir(), "server-logs-"));
    try {
      mkdirSync(join(dir, "web"));
      const server = join(dir, "web", "server.js");
      writeFileSync(
        server,
        'console.log("\\u001b[1m▲ Next.js\\u001b[22m"); console.error(new Error("no database"));',
      );
      const preload = fileURLToPath(new URL("./preload.mjs", import.meta.url));
      const output = execFileSync(process.execPath, ["--import", preload, server], { encoding: "utf8" });
      const lines = output.trimEnd().split("\n").map(parse);
      expect(lines.map((line) => [line.app, line.level, line.msg])).toEqual([
        ["web", 30, "▲ Next.js"],
        ["web", 50, "no database"],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
