// A published package's `check:package`: packs the calling workspace with `pnpm pack` (which applies its
// `publishConfig`: the `exports` to `dist`, `workspace:` ranges made real), then runs publint --strict and attw
// (esm-only profile) on that tarball, the file a registry would get. Inside the workspace the same packages'
// `exports` are their TypeScript source. Prints the tarball's path when given `--keep <folder>` and keeps it
// there (the API client's install check packs every package it needs this way).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const keepAt = process.argv.indexOf("--keep");
const folder = keepAt > 0 ? process.argv[keepAt + 1] : mkdtempSync(join(tmpdir(), "chartbot-pack-"));
if (!folder) throw new Error("--keep needs a folder");

const run = (command, args) =>
  execFileSync(command, args, { stdio: ["ignore", "pipe", "inherit"] }).toString();
const before = new Set(readdirSync(folder));
run("pnpm", ["pack", "--pack-destination", folder]);
const tarball = readdirSync(folder).find((name) => name.endsWith(".tgz") && !before.has(name));
if (!tarball) throw new Error(`pnpm pack left no tarball in ${folder}`);
const path = join(folder, tarball);
try {
  // The workspace's own bins (its devDependencies), run directly: `pnpm exec` would start pnpm twice more.
  const bin = (name) => join(process.cwd(), "node_modules", ".bin", name);
  execFileSync(bin("publint"), ["run", path, "--strict"], { stdio: "inherit" });
  execFileSync(bin("attw"), [path, "--profile", "esm-only"], { stdio: "inherit" });
} finally {
  if (keepAt < 0) rmSync(folder, { recursive: true, force: true });
}
if (keepAt > 0) console.log(path);
