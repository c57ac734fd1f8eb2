/** The repository's root: the nearest folder at or above `from` that holds `pnpm-workspace.yaml`. */
export function workspaceRoot(from: string): string;

/**
 * The Next config of a self-contained server: `output: "standalone"`, traced from the repository's root (found
 * from `from`, by default the folder `next build` runs in) so the workspace packages and pnpm's linked
 * node_modules are part of it.
 */
export function standaloneOutput(from?: string): {
  output: "standalone";
  outputFileTracingRoot: string;
};

/** The standalone `server.js` of the build in `<appDir>/<distDir>`; throws when there is none. */
export function standaloneServer(appDir: string, distDir?: string): string;

/**
 * Copies what `next build` leaves out of the standalone folder (`<distDir>/static` and `public`) beside its
 * `server.js`, replacing earlier copies, and returns that server's path. Run after every `next build`.
 */
export function completeStandalone(appDir: string, distDir?: string): string;

/**
 * What a build is made from, as one hash: the contents of every file under `sources` (files or folders; unit
 * tests, stories, node_modules and `.next*` folders left out) and the build's environment. Unlike file times,
 * it does not change when a tool rewrites a file with the same content (turbo restoring a cached `dist`), so
 * an unchanged app is never rebuilt.
 */
export function buildFingerprint(sources: readonly string[], env?: Record<string, string>): string;

/** Whether `<appDir>/<distDir>` holds a finished build made from `fingerprint` (recordBuildFingerprint). */
export function buildIsCurrent(appDir: string, distDir: string, fingerprint: string): boolean;

/** Writes down what the build in `<appDir>/<distDir>` was made from; call it after the build succeeded. */
export function recordBuildFingerprint(appDir: string, distDir: string, fingerprint: string): void;

/**
 * `next build` of the app in `<appDir>/<distDir>` with `env` (and `NODE_ENV=production`), then
 * `completeStandalone` and `recordBuildFingerprint`, unless a build of the same `sources` and `env` is there.
 * `mode`: `auto` (that check), `always` (build), `never` (use whatever build is there, build only when there is
 * none). Returns whether it built.
 */
export function buildUnlessCurrent(options: {
  /** Named in the log lines ("the marketing site"). */
  name: string;
  appDir: string;
  distDir?: string;
  env: Record<string, string>;
  sources: readonly string[];
  mode?: "auto" | "always" | "never";
  log?: (line: string) => void;
}): boolean;

/** The `mode` of `buildUnlessCurrent` set in the variable `variable` (`auto` when unset); throws on another value. */
export function buildModeFrom(
  variable: string,
  env?: Record<string, string | undefined>,
): "auto" | "always" | "never";
