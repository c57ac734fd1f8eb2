// The workspaces' `typecheck` compiler: TypeScript 7, the native one (the root's `typescript-native`, an alias
// of `typescript@7`), run in the calling workspace with the arguments given, e.g. `--noEmit -p reliability`.
// About three times faster than TypeScript 5 here. The workspaces keep TypeScript 5 as `typescript` for the
// tools that load its JS API (Next, attw, Storybook), which TypeScript 7 does not have
// (docs/decisions/typescript-7-for-type-checks.md).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve("typescript-native/package.json")), "bin", "tsc");
const result = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: "inherit" });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
