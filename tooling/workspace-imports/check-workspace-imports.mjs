#!/usr/bin/env node
// Fails when a relative import leaves the workspace of the file that makes it: a workspace uses another one
// through its package name and `exports`, never by path into its folder. Run from the root by `pnpm lint`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path/posix";
import { fileURLToPath } from "node:url";

/** The folders whose children are workspaces; everything else belongs to the root workspace. */
const WORKSPACE_FOLDERS = ["apps", "packages", "tooling"];
const SOURCE_FILES = ["*.ts", "*.tsx", "*.js", "*.mjs", "*.cjs"];

// The code just before a string literal that makes the literal a module specifier: `import x from "s"`,
// `export * from "s"`, `import "s"`, `import("s")`, `require("s")`.
const SPECIFIER_CONTEXT = /(?:\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*$/;
// Before a `/`, these characters (or nothing) mean a regular expression starts, not a division.
const BEFORE_REGEX = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof)\s*$/;

/**
 * The workspace a repository path belongs to: `apps/web`, `packages/ui`, `tooling/journeys`, or "" for the root.
 * @param {string} path a path relative to the repository root, with forward slashes
 */
export function workspaceOf(path) {
  const [folder, name, ...rest] = path.split("/");
  return folder && WORKSPACE_FOLDERS.includes(folder) && name && rest.length > 0 ? `${folder}/${name}` : "";
}

/** The end of a quoted string, regular expression or template starting at `start`; skips escapes and classes. */
function endOf(source, start, close) {
  let inClass = false;
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (char === "\\") i += 1;
    else if (close === "/" && char === "[") inClass = true;
    else if (close === "/" && char === "]") inClass = false;
    else if (char === close && !inClass) return i;
    else if (char === "\n" && close !== "`") return i;
  }
  return source.length;
}

/**
 * The relative module specifiers of a source text (`./x`, `../y`), in order. A small scanner, not a parser: it
 * skips comments, template literals and regular expressions, and takes a string literal only where the code
 * before it is `from`, `import`, `import(` or `require(`, so code quoted inside a string is not read.
 * @param {string} source
 */
export function relativeImports(source) {
  const found = [];
  let code = "";
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    const next = source[i + 1];
    if (char === "/" && next === "/") {
      i = source.indexOf("\n", i);
      if (i === -1) break;
      code += "\n";
    } else if (char === "/" && next === "*") {
      i = source.indexOf("*/", i + 2);
      if (i === -1) break;
      i += 1;
      code += " ";
    } else if (char === "/" && BEFORE_REGEX.test(code.slice(-20))) {
      i = endOf(source, i, "/");
      code += "0";
    } else if (char === '"' || char === "'" || char === "`") {
      const end = endOf(source, i, char);
      const value = source.slice(i + 1, end);
      if (char !== "`" && SPECIFIER_CONTEXT.test(code.slice(-20)) && /^\.\.?\//.test(value))
        found.push(value);
      i = end;
      code += "0";
    } else {
      code += char;
    }
  }
  return found;
}

/**
 * The imports of one file that leave its workspace, with the repository path they reach.
 * @param {string} file the file's path relative to the repository root
 * @param {string} source its text
 */
export function crossingImports(file, source) {
  const from = workspaceOf(file);
  return relativeImports(source)
    .map((specifier) => ({ specifier, target: normalize(join(dirname(file), specifier)) }))
    .filter(({ target }) => target.startsWith("../") || workspaceOf(target) !== from);
}

/** The source files git tracks under `root`. */
export function trackedSources(root) {
  const output = execFileSync("git", ["ls-files", "-z", "--", ...SOURCE_FILES], {
    cwd: root,
    encoding: "utf8",
  });
  return output.split("\0").filter(Boolean);
}

/** Prints every crossing import under `root` and returns how many there were. */
export function checkWorkspaceImports(root, log = console.error) {
  let count = 0;
  for (const file of trackedSources(root)) {
    let source;
    try {
      source = readFileSync(join(root, file), "utf8");
    } catch {
      continue; // deleted in the working tree, not yet committed
    }
    for (const { specifier, target } of crossingImports(file, source)) {
      log(
        `${file}: imports "${specifier}" (${target}), outside ${workspaceOf(file) || "the root workspace"}`,
      );
      count += 1;
    }
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
  const count = checkWorkspaceImports(root);
  if (count > 0) {
    console.error(
      `\n${count} import(s) cross a workspace folder. Import another workspace by its package name and one of` +
        " its `exports` entries (add it as a workspace dependency).",
    );
    process.exit(1);
  }
}
