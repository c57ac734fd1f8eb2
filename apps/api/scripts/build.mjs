// `pnpm --filter @chartbot/api build`: the API as JavaScript for plain `node`: dist/server.js, dist/migrate.js
// for the release step, and the operators' commands (dist/reencrypt-secrets.js for key rotation,
// dist/purge-communities.js, dist/bot-tokens.js, dist/bot-licenses.js). The workspace packages it imports are
// bundled in; the packages from npm stay imports, so the package's `dependencies` are what the bundle needs
// at run time, with the `drizzle` folder of migrations beside `dist` (see src/migrations-folder.ts). PGlite, a
// devDependency, stays an import too, loaded with `import()` on the PGlite path only (src/db/open-database.ts):
// a production install leaves it out (docs/decisions/production-artefacts.md).
//
// `--outdir DIR` builds elsewhere than dist/ and `--metafile FILE` writes esbuild's metafile (every output's
// imports), for test/production-artefact.test.ts.
import { rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const { dependencies } = JSON.parse(await readFile(`${apiDir}package.json`, "utf8"));
const { values: options } = parseArgs({
  options: { outdir: { type: "string", default: "dist" }, metafile: { type: "string" } },
});
/** Development-only packages the bundle may import dynamically, never statically. */
const devOnlyImports = ["@electric-sql/pglite"];

const outdir = resolve(apiDir, options.outdir);
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiDir,
  // Every bundle at the top of the output folder (dist/migrate.js, not dist/commands/migrate.js): the names
  // the package's scripts, the Dockerfile and docs/deployment.md run.
  entryPoints: [
    { in: "src/server.ts", out: "server" },
    ...["migrate", "reencrypt-secrets", "purge-communities", "bot-tokens", "bot-licenses"].map((name) => ({
      in: `src/commands/${name}.ts`,
      out: name,
    })),
  ],
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  // Stack traces point at src/ (node --enable-source-maps), and the bundle stays readable.
  minify: false,
  external: [
    ...Object.keys(dependencies).filter((name) => !name.startsWith("@chartbot/")),
    ...devOnlyImports,
  ],
  metafile: Boolean(options.metafile),
  logLevel: "warning",
}).catch(
  // esbuild has printed the errors already.
  () => undefined,
);
if (!result) process.exit(1);
if (options.metafile) writeFileSync(resolve(apiDir, options.metafile), JSON.stringify(result.metafile));
console.log(
  `Built ${options.outdir}/server.js, migrate.js, reencrypt-secrets.js, purge-communities.js, bot-tokens.js and bot-licenses.js`,
);
