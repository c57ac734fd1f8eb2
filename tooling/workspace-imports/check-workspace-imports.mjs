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

// `import x from "s"`, `import "s"`, `export ... from "s"`, `import("s")`, `require("s")`, over line breaks.
const SPECIFIERS = [
  /\b(?:import|export)\s[^;"'`]*?\bfrom\s*(["'])([^"'\n]+)\1/g,
  /\bimport\s*(["'])([^"'\n]+)\1/g,
  /\b(?:import|require)\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g,
];

/**
 * The workspace a repository path belongs to: `apps/web`, `packages/ui`, `tooling/journeys`, or "" for the root.
 * @param {string} path a path relative to the repository root, with forward slashes
 */
export function workspaceOf(path) {
  const [folder, name, ...rest] = path.split("/");
  return folder && WORKSPACE_FOLDERS.includes(folder) && name && rest.length > 0 ? `${folder}/${name}` : "";
}

/** Block and line comments removed, so an example in a comment is not read as an import. */
function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/**
 * The relative import specifiers of a source text (`./x`, `../y`), in order of appearance.
 * @param {string} source
 */
export function relativeImports(source) {
  const text = withoutComments(source);
  const found = [];
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      if (match[2].startsWith("./") || match[2].startsWith("../"))
        found.push({ index: match.index, specifier: match[2] });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ specifier }) => specifier);
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
