#!/usr/bin/env node
// `pnpm lint`: the apps lay things out with the UI kit's primitives (docs/decisions/layout-primitives.md). A style
// in an app's `.css.ts` that is only a stack or a row (a flex container, its direction, gap, alignment and
// wrapping, list resets) restates `stack()`/`inline()` and is refused, with the call that replaces it. Styles that
// also carry a look of their own (borders, colours, type, sizes, media queries, selectors) stay.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LAYOUT_ONLY = new Set([
  "display",
  "flexDirection",
  "gap",
  "alignItems",
  "justifyContent",
  "flexWrap",
  "minWidth",
  "margin",
  "padding",
  "listStyle",
]);

/** Every `.css.ts` under a folder, skipping dependencies and build output. */
function* styleFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* styleFiles(path);
    else if (entry.name.endsWith(".css.ts")) yield path;
  }
}

/** The keys at the top level of an object literal's text (quoted or not); nested objects are skipped. */
function topLevelKeys(body) {
  const keys = [];
  let depth = 0;
  let expectKey = true;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (char === "{" || char === "[" || char === "(") depth += 1;
    else if (char === "}" || char === "]" || char === ")") depth -= 1;
    else if (char === "," && depth === 0) expectKey = true;
    else if (expectKey && depth === 0 && /[\w"'[`@]/.test(char)) {
      const match = /^(?:"([^"]+)"|'([^']+)'|(\w+)|\[)/.exec(body.slice(index));
      keys.push(match?.[1] ?? match?.[2] ?? match?.[3] ?? "[computed]");
      expectKey = false;
    }
  }
  return keys;
}

const problems = [];
for (const app of readdirSync(join(ROOT, "apps"))) {
  const source = join(ROOT, "apps", app, "src");
  let files;
  try {
    files = [...styleFiles(source)];
  } catch {
    continue;
  }
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/export const (\w+) = style\(\{([\s\S]*?)\}\);/g)) {
      const [, name, body] = match;
      const keys = topLevelKeys(body);
      const flex = /display:\s*"flex"/.test(body);
      if (flex && keys.every((key) => LAYOUT_ONLY.has(key))) {
        const line = text.slice(0, match.index).split("\n").length;
        const call = /flexDirection:\s*"column"/.test(body) ? "stack()" : "inline()";
        problems.push(
          `${relative(ROOT, file)}:${line} \`${name}\` is only a layout: use ${call} from the UI kit`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.join("\n")}\n\n${problems.length} style(s) restate the kit's layout primitives.`);
  process.exit(1);
}
console.log("Layout styles: every stack and row in the apps goes through the kit's primitives.");
