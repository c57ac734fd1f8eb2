#!/usr/bin/env node
// Fails when a tracked README.md reads like a run log (a commit hash, a date, or a phrase of a run diary), grows
// past `MAX_README_LINES`, or links to a file that does not exist, and when a page under docs/ links to a file
// that does not exist. READMEs say what a part is and how to run and check it; how each part works in detail
// goes to docs/, CI prints the figures of a run, and decisions go to docs/decisions/. Run from the repository
// root by `pnpm lint`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Phrases that only a log of particular runs uses. Matched case-insensitively. */
export const LOG_PHRASES = [
  "last run",
  "last `.ci/run`",
  "last .ci/run",
  "not kept",
  "runs before it",
  "what moved the scores",
];

// 7-40 hex digits standing alone, with at least one digit and one letter: an abbreviated or full commit
// hash. Not after `#` (colours) or inside a longer word; UUIDs are removed before matching.
const COMMIT_HASH = /(?<![\w#-])(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w-])/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const DATE = /(?<!\d)\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)/g;
const PHRASES = LOG_PHRASES.map((phrase) => ({
  phrase,
  pattern: new RegExp(`(?<![a-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-z])`, "i"),
}));

/**
 * The log-like passages of one README's text, one finding per match.
 * @param {string} text
 * @returns {{ line: number, kind: "commit hash" | "date" | "phrase", match: string }[]}
 */
export function findLogPassages(text) {
  const findings = [];
  text.split("\n").forEach((lineText, index) => {
    const line = index + 1;
    for (const match of lineText.replace(UUID, "").matchAll(COMMIT_HASH)) {
      findings.push({ line, kind: "commit hash", match: match[0] });
    }
    for (const match of lineText.matchAll(DATE)) {
      findings.push({ line, kind: "date", match: match[0] });
    }
    for (const { phrase, pattern } of PHRASES) {
      if (pattern.test(lineText)) findings.push({ line, kind: "phrase", match: phrase });
    }
  });
  return findings;
}

/**
 * The most lines a README may have: past it, a README has become a second specification. Detail goes to a
 * page under docs/ that the README links to.
 */
export const MAX_README_LINES = 300;

/**
 * A finding when a README has more lines than `max`.
 * @param {string} text
 * @returns {{ line: number, kind: "too long", match: string }[]}
 */
export function findOverlength(text, max = MAX_README_LINES) {
  const lines = text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
  return lines > max ? [{ line: max + 1, kind: "too long", match: `${lines} lines, at most ${max}` }] : [];
}

const LINK_TARGET = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const INLINE_CODE = /(`+)[^`]*?\1/g;

/**
 * The relative links of one README (`[label](path)`, outside code) whose file does not exist.
 * @param {string} text
 * @param {(path: string) => boolean} exists whether a path, relative to the README's folder, exists
 * @returns {{ line: number, kind: "broken link", match: string }[]}
 */
export function findBrokenLinks(text, exists) {
  const findings = [];
  let inFence = false;
  text.split("\n").forEach((lineText, index) => {
    if (/^\s*(```|~~~)/.test(lineText)) inFence = !inFence;
    if (inFence) return;
    for (const match of lineText.replace(INLINE_CODE, "").matchAll(LINK_TARGET)) {
      const target = match[1] ?? "";
      const path = decodeURI(target.split("#")[0] ?? "");
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || path === "") continue;
      if (!exists(path)) findings.push({ line: index + 1, kind: "broken link", match: target });
    }
  });
  return findings;
}

/** Every README.md git tracks under `root`. */
export function trackedReadmes(root) {
  const output = execFileSync("git", ["ls-files", "-z", "--", "README.md", "**/README.md"], {
    cwd: root,
    encoding: "utf8",
  });
  return output.split("\0").filter(Boolean);
}

/** Every Markdown page git tracks under `docs/` that is not a README (decision records among them). */
export function trackedDocPages(root) {
  const output = execFileSync("git", ["ls-files", "-z", "--", "docs/**.md"], { cwd: root, encoding: "utf8" });
  return output
    .split("\0")
    .filter((file) => file && !file.endsWith("README.md"))
    .sort();
}

/**
 * The decision records under `docs/decisions/` that its README's index does not link to: the index is the one
 * list of records, so each new record is listed there.
 * @param {string} root
 * @param {string[]} pages tracked pages under docs/ (from `trackedDocPages`)
 * @returns {{ line: number, kind: "record missing from the index", match: string }[]}
 */
export function findUnlistedRecords(root, pages) {
  const index = join(root, "docs", "decisions", "README.md");
  if (!existsSync(index)) return [];
  const text = readFileSync(index, "utf8");
  return pages
    .filter((file) => /^docs\/decisions\/[^/]+\.md$/.test(file))
    .map((file) => file.slice("docs/decisions/".length))
    .filter((name) => !text.includes(`](${name})`))
    .map((name) => ({ line: 1, kind: "record missing from the index", match: name }));
}

/** Prints every finding under `root` and returns how many there were. */
export function checkDocs(root, log = console.error) {
  let count = 0;
  const report = (file, findings) => {
    for (const finding of findings) {
      log(`${file}:${finding.line}: ${finding.kind} "${finding.match}"`);
      count += 1;
    }
  };
  const linksOf = (file, text) =>
    findBrokenLinks(text, (path) => existsSync(join(root, dirname(file), path)));
  for (const file of trackedReadmes(root)) {
    const text = readFileSync(join(root, file), "utf8");
    report(file, [...findLogPassages(text), ...findOverlength(text), ...linksOf(file, text)]);
  }
  // Pages under docs/ may carry dates (a record says when it was decided) but not dead links.
  const pages = trackedDocPages(root);
  for (const file of pages) report(file, linksOf(file, readFileSync(join(root, file), "utf8")));
  report("docs/decisions/README.md", findUnlistedRecords(root, pages));
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
  const count = checkDocs(root);
  if (count > 0) {
    console.error(
      `\n${count} problem(s) in READMEs and docs/. A README says what a part is and how to run and check it in at` +
        ` most ${MAX_README_LINES} lines, and links to files that exist; detail goes to docs/, CI prints run` +
        " figures, and decisions go to docs/decisions/.",
    );
    process.exit(1);
  }
}
