// `pnpm --filter @chartbot/api build`: the API as JavaScript for plain `node` (dist/server.js, dist/migrate.js
// for the release step, dist/reencrypt-secrets.js for key rotation, dist/purge-communities.js for the
// purge of disconnected communities). The workspace packages it imports are
// bundled in; the packages from npm stay imports, so the package's `dependencies` are what the bundle needs
// at run time, with the `drizzle` folder of migrations beside `dist` (see src/migrations-folder.ts).
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const { dependencies } = JSON.parse(await readFile(`${apiDir}package.json`, "utf8"));

rmSync(`${apiDir}dist`, { recursive: true, force: true });
const built = await build({
  absWorkingDir: apiDir,
  entryPoints: [
    "src/server.ts",
    "src/migrate.ts",
    "src/reencrypt-secrets.ts",
    "src/purge-communities.ts",
    "src/bot-tokens.ts",
    "src/bot-licenses.ts",
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.9",
  sourcemap: true,
  // Stack traces point at src/ (node --enable-source-maps), and the bundle stays readable.
  minify: false,
  external: Object.keys(dependencies).filter((name) => !name.startsWith("@chartbot/")),
  logLevel: "warning",
}).then(
  () => true,
  // esbuild has printed the errors already.
  () => false,
);
if (!built) process.exit(1);
console.log(
  "Built dist/server.js, dist/migrate.js, dist/reencrypt-secrets.js, dist/purge-communities.js, dist/bot-tokens.js and dist/bot-licenses.js",
);
