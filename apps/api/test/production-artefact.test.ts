import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The production artefact stays lean (docs/decisions/production-artefacts.md): the bundle in dist/ and what
 * `pnpm deploy --prod --no-optional` installs for it, the `dependencies` of the package and theirs. PGlite is
 * for development (production refuses it) and tsx/esbuild only build or run the sources: none may come back
 * into that tree, and the bundle may load PGlite only with `import()` on its own path.
 */
const apiDir = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(apiDir, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const devOnly = (name: string) =>
  name === "@electric-sql/pglite" || name === "tsx" || name === "esbuild" || name.startsWith("@esbuild/");
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}

// Built apart from dist/ (test/server.test.ts rebuilds dist/ meanwhile), inside the package so that the
// bundle's imports resolve from its node_modules as they do from dist/.
const outdir = join("node_modules", ".cache", `production-artefact-${process.pid}`);
let metafile: Metafile;

beforeAll(() => {
  const build = spawnSync(
    "node",
    ["scripts/build.mjs", "--outdir", outdir, "--metafile", join(outdir, "meta.json")],
    { cwd: apiDir, encoding: "utf8" },
  );
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  metafile = JSON.parse(readFileSync(join(apiDir, outdir, "meta.json"), "utf8"));
});

afterAll(() => {
  rmSync(join(apiDir, outdir), { recursive: true, force: true });
});

describe("the production artefact", () => {
  it("runs every command from dist/ with node, each built by scripts/build.mjs", () => {
    const built = Object.keys(metafile.outputs).map((output) => output.split("/").at(-1));
    for (const script of [
      "start",
      "db:migrate",
      "secrets:reencrypt",
      "purge:communities",
      "bot-tokens",
      "bot-licenses",
    ]) {
      const command = manifest.scripts[script] ?? "";
      const file = /^node --enable-source-maps dist\/([\w-]+\.js)$/.exec(command)?.[1];
      expect(file, `${script}: ${command}`).toBeDefined();
      expect(built, script).toContain(file);
    }
  });

  it("imports only the package's dependencies, and PGlite only with import() as a devDependency", () => {
    const dependencies = new Set(Object.keys(manifest.dependencies));
    const problems: string[] = [];
    for (const [output, { imports }] of Object.entries(metafile.outputs)) {
      for (const { path, kind, external } of imports) {
        if (!external || path.startsWith("node:") || builtinModules.includes(path)) continue;
        const name = packageOf(path);
        if (name === "@electric-sql/pglite" && kind === "dynamic-import" && manifest.devDependencies[name])
          continue;
        if (!dependencies.has(name) || devOnly(name)) problems.push(`${output}: ${kind} of ${path}`);
      }
    }
    expect(problems).toEqual([]);
    // The PGlite path is in the bundle, still loaded from the installed package.
    const server = Object.entries(metafile.outputs).find(([output]) => output.endsWith("/server.js"));
    expect(server?.[1].imports).toContainEqual(
      expect.objectContaining({ path: "@electric-sql/pglite", kind: "dynamic-import", external: true }),
    );
  });

  it("installs neither PGlite nor tsx nor esbuild in production", () => {
    for (const name of Object.keys(manifest.dependencies)) expect(devOnly(name), name).toBe(false);
    // Every package `pnpm deploy --prod --no-optional` installs: `dependencies`, transitively, as the
    // workspace has them installed (a package's own node_modules, then its parents', as node resolves).
    const installedDir = (name: string, from: string) => {
      for (let dir = from; ; dir = dirname(dir)) {
        const candidate = join(dir, "node_modules", name);
        if (existsSync(join(candidate, "package.json"))) return realpathSync(candidate);
        if (dirname(dir) === dir) throw new Error(`${name} (needed by ${from}) is not installed`);
      }
    };
    const tree = new Map<string, string>();
    const visit = (name: string, from: string, path: string) => {
      const dir = installedDir(name, from);
      if (devOnly(name)) throw new Error(`${path} > ${name} is in the production tree`);
      if (tree.has(dir)) return;
      tree.set(dir, name);
      const { dependencies = {} } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      for (const dependency of Object.keys(dependencies)) visit(dependency, dir, `${path} > ${name}`);
    };
    for (const name of Object.keys(manifest.dependencies)) visit(name, apiDir, "@chartbot/api");
    expect(tree.size).toBeGreaterThan(50);
  });

  it("says how to run without PGlite when it is not installed", () => {
    // A resolve hook that answers as node does for a package missing from node_modules.
    const hooks = `export async function resolve(specifier, context, next) {
      if (specifier === "@electric-sql/pglite") {
        const error = new Error("Cannot find package '@electric-sql/pglite' imported from " + context.parentURL);
        error.code = "ERR_MODULE_NOT_FOUND";
        throw error;
      }
      return next(specifier, context);
    }`;
    const register = `import { register } from "node:module"; register(${JSON.stringify(
      `data:text/javascript,${encodeURIComponent(hooks)}`,
    )});`;
    const migrate = spawnSync(
      "node",
      ["--import", `data:text/javascript,${encodeURIComponent(register)}`, join(outdir, "migrate.js")],
      {
        cwd: apiDir,
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", PGLITE_DATA_DIR: "memory://" },
      },
    );
    expect(migrate.status, `${migrate.stdout}${migrate.stderr}`).toBe(1);
    expect(migrate.stderr).toContain("PGlite is not installed: set DATABASE_URL");
    expect(migrate.stderr).not.toMatch(/\n\s+at /);
  });
});

/** apps/api/Dockerfile: the instructions of its last stage, continuation lines joined. */
const dockerfile = readFileSync(join(apiDir, "Dockerfile"), "utf8").replace(/\\\n/g, " ").split("\n");
const finalStage = dockerfile.slice(dockerfile.findLastIndex((line) => line.startsWith("FROM ")) + 1);

describe("the API's Dockerfile", () => {
  it("installs with the flags whose tree the test above walks", () => {
    const deploy = dockerfile.find((line) => / deploy /.test(line)) ?? "";
    expect(deploy).toMatch(/^RUN pnpm --filter @chartbot\/api deploy /);
    expect(deploy.split(/\s+/)).toEqual(expect.arrayContaining(["--prod", "--no-optional"]));
    expect(deploy).toMatch(/ \/out$/);
  });

  it("copies what the build produces and its CMD starts the bundle from the image's files", () => {
    const workdir = /^WORKDIR (\S+)$/m.exec(finalStage.join("\n"))?.[1] ?? "/";
    const image = mkdtempSync(join(tmpdir(), "api-image-"));
    const app = join(image, workdir);
    mkdirSync(app, { recursive: true });
    try {
      // The build stage's paths here: /repo is the repository, its dist/ the bundle built above (elsewhere
      // than dist/), and pnpm deploy's /out the package's own package.json and node_modules (a superset of
      // what `deploy --prod --no-optional` installs; the test above checks that tree).
      const built = (source: string) =>
        source === "/repo/apps/api/dist"
          ? join(apiDir, outdir)
          : source.startsWith("/out/")
            ? join(apiDir, source.slice("/out/".length))
            : join(apiDir, "..", "..", source.replace(/^\/repo\//, ""));
      const copies = finalStage.flatMap((line) => {
        const copy = /^COPY --from=build (\S+) (\S+)$/.exec(line);
        return copy ? [{ line, source: built(copy[1] ?? ""), dest: join(app, copy[2] ?? "") }] : [];
      });
      expect(copies).toHaveLength(finalStage.filter((line) => line.startsWith("COPY ")).length);
      for (const { line, source, dest } of copies) {
        expect(existsSync(source), `${line}: not produced by the build`).toBe(true);
        // As docker does: a folder's contents into dest, a file into dest when dest is a folder.
        const to = statSync(source).isFile() && line.endsWith("/") ? join(dest, basename(source)) : dest;
        // pnpm's node_modules holds links relative to the workspace: linked, not copied.
        if (basename(source) === "node_modules") symlinkSync(source, to);
        else cpSync(source, to, { recursive: true });
      }
      // src/migrations-folder.ts: ../drizzle from the bundle.
      expect(existsSync(join(app, "drizzle", "meta", "_journal.json"))).toBe(true);
      const cmd: string[] = JSON.parse(finalStage.find((line) => line.startsWith("CMD "))?.slice(4) ?? "[]");
      expect(cmd[0]).toBe("node");
      const imageEnv = Object.fromEntries(
        finalStage
          .flatMap((line) => (line.startsWith("ENV ") ? line.slice(4).trim().split(/\s+/) : []))
          .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
      );
      expect(imageEnv.NODE_ENV).toBe("production");
      // A fresh container: the image's ENV and nothing else. Every static import resolves before the
      // configuration is read, so its refusal of an unconfigured production start proves they all loaded.
      // No syntax detection: node would run the ESM bundle without the package.json that says it is ESM.
      const start = spawnSync("node", ["--no-experimental-detect-module", ...cmd.slice(1)], {
        cwd: app,
        encoding: "utf8",
        env: { PATH: process.env.PATH, ...imageEnv },
      });
      expect(start.status, `${start.stdout}${start.stderr}`).toBe(1);
      expect(start.stderr).toContain("DATABASE_URL");
      expect(start.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|\n\s+at /);
    } finally {
      rmSync(image, { recursive: true, force: true });
    }
  });
});
