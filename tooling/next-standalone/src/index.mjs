import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** The repository's root: the nearest folder at or above `from` that holds `pnpm-workspace.yaml`. */
export function workspaceRoot(from) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml at or above ${from}`);
  }
}

export function standaloneOutput(from = process.cwd()) {
  return { output: "standalone", outputFileTracingRoot: workspaceRoot(from) };
}

/** `<distDir>/standalone/<the app's path from the tracing root>`, as the build recorded it. */
function standaloneAppDir(appDir, distDir) {
  const manifest = join(appDir, distDir, "required-server-files.json");
  if (!existsSync(manifest)) {
    throw new Error(`No production build in ${join(appDir, distDir)}: run \`next build\` first.`);
  }
  const { relativeAppDir } = JSON.parse(readFileSync(manifest, "utf8"));
  return join(appDir, distDir, "standalone", relativeAppDir ?? "");
}

export function standaloneServer(appDir, distDir = ".next") {
  const server = join(standaloneAppDir(appDir, distDir), "server.js");
  if (!existsSync(server)) {
    throw new Error(`No standalone server in ${join(appDir, distDir)}: is \`output: "standalone"\` set?`);
  }
  return server;
}

export function completeStandalone(appDir, distDir = ".next") {
  const server = standaloneServer(appDir, distDir);
  const target = dirname(server);
  const copies = [
    [join(appDir, distDir, "static"), join(target, distDir, "static")],
    [join(appDir, "public"), join(target, "public")],
  ];
  for (const [from, to] of copies) {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  }
  return server;
}

/** Unit tests and stories are not part of a build. */
const NOT_BUILT = /\.(test|stories)\.[cm]?[jt]sx?$/;

function* builtFiles(path) {
  if (!existsSync(path) || NOT_BUILT.test(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === "node_modules" || entry.startsWith(".next")) continue;
    yield* builtFiles(join(path, entry));
  }
}

export function buildFingerprint(sources, env = {}) {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b))));
  for (const [index, source] of sources.entries()) {
    for (const file of builtFiles(source)) {
      hash.update(`\0${index}\0${relative(source, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

const FINGERPRINT_FILE = "build-fingerprint.txt";

export function buildIsCurrent(appDir, distDir, fingerprint) {
  const stamp = join(appDir, distDir, FINGERPRINT_FILE);
  return (
    existsSync(join(appDir, distDir, "BUILD_ID")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === fingerprint
  );
}

export function recordBuildFingerprint(appDir, distDir, fingerprint) {
  writeFileSync(join(appDir, distDir, FINGERPRINT_FILE), fingerprint);
}

export function buildUnlessCurrent({
  name,
  appDir,
  distDir = ".next",
  env,
  sources,
  mode = "auto",
  log = console.log,
}) {
  const built = existsSync(join(appDir, distDir, "BUILD_ID"));
  if (mode === "never" && built) return false;
  const fingerprint = buildFingerprint(sources, env);
  if (mode !== "always" && buildIsCurrent(appDir, distDir, fingerprint)) {
    log(`[build] The ${name}'s build is up to date.`);
    return false;
  }
  log(`[build] Building the ${name} (production)…`);
  const result = spawnSync(join(appDir, "node_modules", ".bin", "next"), ["build"], {
    cwd: appDir,
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`next build of the ${name} failed (exit code ${result.status})`);
  completeStandalone(appDir, distDir);
  recordBuildFingerprint(appDir, distDir, fingerprint);
  return true;
}

export function buildModeFrom(variable, env = process.env) {
  const mode = env[variable] || "auto";
  if (mode !== "auto" && mode !== "always" && mode !== "never") {
    throw new Error(`${variable} must be auto, always or never, not "${mode}"`);
  }
  return mode;
}
