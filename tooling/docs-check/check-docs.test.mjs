import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  checkDocs,
  findBrokenLinks,
  findLogPassages,
  findOverlength,
  LOG_PHRASES,
  MAX_README_LINES,
} from "./check-docs.mjs";

const kinds = (text) => findLogPassages(text).map(({ kind, match }) => `${kind}: ${match}`);

describe("findLogPassages", () => {
  it("finds abbreviated and full commit hashes", () => {
    expect(kinds("a clean clone of `12bd63d` (the compile hint)")).toEqual(["commit hash: 12bd63d"]);
    expect(kinds("at 9466C7A it passed")).toEqual(["commit hash: 9466C7A"]);
    expect(kinds("commit 1928e34f0a9b6c2d7e8f1a2b3c4d5e6f7a8b9c0d")).toEqual([
      "commit hash: 1928e34f0a9b6c2d7e8f1a2b3c4d5e6f7a8b9c0d",
    ]);
    expect(kinds("see https://example.org/chartbot/commit/fe375dc")).toEqual(["commit hash: fe375dc"]);
  });

  it("finds dates", () => {
    expect(kinds("Tried on 2026-11-24: nothing")).toEqual(["date: 2026-11-24"]);
    expect(kinds("(RELIABILITY_DB_FAULTS=1, 2026-11-22, the 2-core machine)")).toEqual(["date: 2026-11-22"]);
    expect(kinds("from 2027-01-05 to 2025-10-31")).toEqual(["date: 2027-01-05", "date: 2025-10-31"]);
  });

  it("finds every run-diary phrase, whatever its case", () => {
    for (const phrase of LOG_PHRASES) {
      expect(kinds(`Before. ${phrase.toUpperCase()}: figures.`)).toEqual([`phrase: ${phrase}`]);
    }
    expect(kinds("**Last run**: all green")).toEqual(["phrase: last run"]);
    expect(kinds("In short (last `.ci/run`): 0 errors")).toEqual(["phrase: last `.ci/run`"]);
    expect(kinds("- **Tried, not kept**: lazy banner")).toEqual(["phrase: not kept"]);
    expect(kinds("The two runs before it passed")).toEqual(["phrase: runs before it"]);
  });

  it("reports the line of each finding", () => {
    expect(findLogPassages("# Title\n\nok\nat 12bd63d\n")).toEqual([
      { line: 4, kind: "commit hash", match: "12bd63d" },
    ]);
  });

  it("leaves a README that states facts alone", () => {
    const text = [
      "Performance at least 95 on every route: `pnpm --filter @chartbot/journeys bench`.",
      'getSymbol("751080162300526653"); // 18 digits, no letter: an id, not a hash',
      "colour `#1a2b3c4d`, uuid 3f2a9c1e-0b4d-4e6f-8a7b-1c2d3e4f5a6b, `sha256` of the token",
      "defaced accede decade: words made of a-f letters only",
      "radix-ui/primitives#3085, 1e400, 1,000 requests per route, 25 kB, `abc1234x` and `x-abc1234`",
      "in 2026 or 20261124, kept and run; the last runner",
    ].join("\n");
    expect(findLogPassages(text)).toEqual([]);
  });
});

describe("findBrokenLinks", () => {
  const existing = new Set(["../../docs/decisions/README.md", "src/index.ts", "docs"]);
  const broken = (text) =>
    findBrokenLinks(text, (path) => existing.has(path)).map(({ line, match }) => `${line}: ${match}`);

  it("finds relative links to files that do not exist, with their line", () => {
    expect(broken("# A\n\nSee [the guide](../deployment.md) and [code](src/index.ts).")).toEqual([
      "3: ../deployment.md",
    ]);
    expect(
      broken("[records](../../docs/decisions/README.md#index), [old](../../docs/decisions/gone.md#why)"),
    ).toEqual(["1: ../../docs/decisions/gone.md#why"]);
  });

  it("leaves web addresses, anchors, folders and links inside code alone", () => {
    const text = [
      "[site](https://vanilla-extract.style), [mail](mailto:privacy@chartbot.app), [up](#reliability)",
      "[folder](docs), rich text: `[label](href)` and ``[x](y)``",
      "```md",
      "[example](not-a-file.md)",
      "```",
    ].join("\n");
    expect(broken(text)).toEqual([]);
  });
});

describe("findOverlength", () => {
  it(`finds a README past ${MAX_README_LINES} lines, and leaves one at the limit alone`, () => {
    const lines = (count) => `${Array.from({ length: count }, (_, i) => `line ${i + 1}`).join("\n")}\n`;
    expect(findOverlength(lines(MAX_README_LINES))).toEqual([]);
    expect(findOverlength(lines(MAX_README_LINES + 1))).toEqual([
      {
        line: MAX_README_LINES + 1,
        kind: "too long",
        match: `${MAX_README_LINES + 1} lines, at most ${MAX_README_LINES}`,
      },
    ]);
    expect(findOverlength(lines(5), 4)).toHaveLength(1);
  });
});

describe("checkDocs", () => {
  let repo;
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  const makeRepo = (files) => {
    repo = mkdtempSync(join(tmpdir(), "docs-check-"));
    execFileSync("git", ["init", "-q"], { cwd: repo });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(repo, path, ".."), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
    execFileSync("git", ["add", "."], { cwd: repo });
    return repo;
  };

  it("checks every tracked README.md, at any depth, and no other file", () => {
    makeRepo({
      "README.md": "# Root\n\nLast run: green\n",
      "packages/a/README.md": "# A\n\nBuilt at 12bd63d.\n",
      "packages/a/NOTES.md": "at 12bd63d, 2026-11-24\n",
      "packages/b/README.md": "# B\n\nWhat it is.\n",
    });
    mkdirSync(join(repo, "scratch"));
    writeFileSync(join(repo, "scratch/README.md"), "# Untracked\n\nat 12bd63d, 2026-11-24\n");
    const lines = [];
    expect(checkDocs(repo, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual([
      'README.md:3: phrase "last run"',
      'packages/a/README.md:3: commit hash "12bd63d"',
    ]);
  });

  it("resolves a README's links from its own folder", () => {
    makeRepo({
      "packages/a/README.md":
        "# A\n\n[records](../../docs/README.md), [mine](src/a.ts), [gone](../b/README.md)\n",
      "packages/a/src/a.ts": "export {};\n",
      "docs/README.md": "# Docs\n",
    });
    const lines = [];
    expect(checkDocs(repo, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual(['packages/a/README.md:3: broken link "../b/README.md"']);
  });

  it("finds a README that grew too long", () => {
    makeRepo({ "packages/a/README.md": `# A\n${"More detail.\n".repeat(MAX_README_LINES)}` });
    const lines = [];
    expect(checkDocs(repo, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual([
      `packages/a/README.md:${MAX_README_LINES + 1}: too long "${MAX_README_LINES + 1} lines, at most ${MAX_README_LINES}"`,
    ]);
  });

  it("checks the links of the pages under docs/, which may carry dates", () => {
    makeRepo({
      "docs/api/design/jobs.md":
        "# Jobs\n\nDecided 2026-11-24: [why](../../decisions/job-engine.md), [gone](../gone.md)\n",
      "docs/decisions/job-engine.md": "# Job engine\n\n[jobs](../api/design/jobs.md)\n",
      "NOTES.md": "[gone](nowhere.md)\n",
    });
    const lines = [];
    expect(checkDocs(repo, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual(['docs/api/design/jobs.md:3: broken link "../gone.md"']);
  });

  it("finds a decision record its index does not list", () => {
    makeRepo({
      "docs/decisions/README.md": "# Decision records\n\n| [job-engine](job-engine.md) | pg-boss |\n",
      "docs/decisions/job-engine.md": "# Job engine\n",
      "docs/decisions/new-choice.md": "# A new choice\n",
    });
    const lines = [];
    expect(checkDocs(repo, (line) => lines.push(line))).toBe(1);
    expect(lines).toEqual(['docs/decisions/README.md:1: record missing from the index "new-choice.md"']);
  });

  it("exits 1 from the command line when a README has a log, 0 when none has", () => {
    const script = fileURLToPath(new URL("./check-docs.mjs", import.meta.url));
    makeRepo({ "README.md": "# Root\n\nThe figures of 2026-11-24.\n" });
    const failing = spawnSync(process.execPath, [script], { cwd: repo, encoding: "utf8" });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('README.md:3: date "2026-11-24"');

    writeFileSync(join(repo, "README.md"), "# Root\n\nWhat it is, and how to check it.\n");
    const passing = spawnSync(process.execPath, [script], { cwd: repo, encoding: "utf8" });
    expect(passing.status).toBe(0);
  });
});
