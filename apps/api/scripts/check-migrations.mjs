// `pnpm --filter @chartbot/api check:migrations`: fails when the Drizzle schema (src/db/schema.ts) and the
// committed migrations (drizzle/) disagree, i.e. when `drizzle-kit generate` would write a migration. It runs
// generate into a temporary copy of drizzle/ and compares the two folders; the committed one is never touched.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const committed = join(apiDir, "drizzle");

/** Every file below `dir`, by its path from `dir`, with its text. */
function files(dir, found = new Map(), base = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, found, base);
    else found.set(relative(base, path), readFileSync(path, "utf8"));
  }
  return found;
}

const scratch = mkdtempSync(join(tmpdir(), "chartbot-migrations-"));
const copy = join(scratch, "drizzle");
try {
  cpSync(committed, copy, { recursive: true });
  const generate = spawnSync(
    join(apiDir, "node_modules", ".bin", "drizzle-kit"),
    // drizzle-kit reads `--out` as relative to the working folder, even when absolute.
    ["generate", "--dialect=postgresql", "--schema=./src/db/schema.ts", `--out=${relative(apiDir, copy)}`],
    { cwd: apiDir, encoding: "utf8" },
  );
  // drizzle-kit exits 0 after some failures (an unreadable folder): its error on stderr counts too.
  if (generate.status !== 0 || /error/i.test(generate.stderr)) {
    console.error(`drizzle-kit generate failed:\n${generate.stdout}${generate.stderr}`);
    process.exitCode = 1;
  } else {
    compare();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function compare() {
  const before = files(committed);
  const after = files(copy);
  const changed = [...after].filter(([path, text]) => before.get(path) !== text).map(([path]) => path);
  const removed = [...before.keys()].filter((path) => !after.has(path));
  if (changed.length > 0 || removed.length > 0) {
    console.error(
      "The Drizzle schema and the committed migrations disagree: `drizzle-kit generate` would change " +
        `${[...changed, ...removed].map((path) => `drizzle/${path}`).join(", ")}.\n` +
        "Run `pnpm --filter @chartbot/api db:generate` and commit the new migration.",
    );
    process.exitCode = 1;
  } else {
    console.log(`The committed migrations match the schema (${before.size} files in drizzle/).`);
  }
}
