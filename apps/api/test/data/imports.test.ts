import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * `src/data/` reads and writes rows: it imports the database layer, the contracts and pure packages, and answers
 * refusals as outcomes that the routes turn into `AppError`s. This keeps it that way.
 */

const src = fileURLToPath(new URL("../../src/", import.meta.url));
const data = join(src, "data");

/** Where in `src/` the data layer must not reach: the HTTP errors, the routes, plugins and services. */
const FORBIDDEN_FILES = ["errors.ts"];
const FORBIDDEN_FOLDERS = ["routes", "plugins", "discord", "identity"];
/** Packages of the layers above: Firebase (identity) and the HTTP server. */
const FORBIDDEN_PACKAGES = ["firebase-admin", "fastify", "@fastify/"];
/**
 * What the data layer may import from `src/` outside `data/`: the database layer, and the crypto that seals
 * secrets in rows and hashes API tokens (both pure: no I/O, no HTTP).
 */
const ALLOWED_OUTSIDE = ["db/", "crypto/secret-box.ts", "crypto/api-token.ts"];

/** Every `.ts` file under `folder`. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/**
 * The module specifiers a file imports, in order: `import`/`export ... from`, side-effect imports and
 * `import()`.
 */
const IMPORT =
  /\b(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
function specifiersOf(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((match) => (match[1] ?? match[2] ?? match[3]) as string);
}

/** A relative specifier as a path under `src/` (`.js` read as the `.ts` it is compiled from); else undefined. */
function srcPathOf(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const target = resolve(dirname(file), specifier).replace(/\.js$/, ".ts");
  return relative(src, target).split(sep).join("/");
}

/** Why the import of `specifier` by `file` breaks the data layer's rule; undefined when it does not. */
function violation(file: string, specifier: string): string | undefined {
  const path = srcPathOf(file, specifier);
  if (path === undefined) {
    const banned = FORBIDDEN_PACKAGES.find((name) => specifier === name || specifier.startsWith(`${name}/`));
    const bannedScope = FORBIDDEN_PACKAGES.find((name) => name.endsWith("/") && specifier.startsWith(name));
    return banned || bannedScope ? `imports ${specifier}` : undefined;
  }
  if (path.startsWith("data/")) return undefined;
  if (FORBIDDEN_FILES.includes(path) || FORBIDDEN_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) {
    return `imports ${specifier} (src/${path})`;
  }
  if (
    !ALLOWED_OUTSIDE.some(
      (allowed) => path === allowed || (allowed.endsWith("/") && path.startsWith(allowed)),
    )
  ) {
    return `imports ${specifier} (src/${path}), outside db/ and the sealing crypto`;
  }
  return undefined;
}

describe("the data layer's imports", () => {
  const files = sourceFiles(data);

  it("reads every file under src/data", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("imports no errors, routes, plugins, Discord service, identity or Firebase", () => {
    const found = files.flatMap((file) =>
      specifiersOf(readFileSync(file, "utf8")).flatMap((specifier) => {
        const why = violation(file, specifier);
        return why ? [`src/${relative(src, file).split(sep).join("/")} ${why}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it("catches each kind of forbidden import", () => {
    const file = join(data, "alerts", "example.ts");
    const code = [
      'import { AppError } from "../../errors.js";',
      'import type { FastifyRequest } from "fastify";',
      "import {\n  accountOf,\n} from '../../plugins/authenticate.js';",
      'export { botRoutes } from "../../routes/bot/index.js";',
      'import type { DiscordUser } from "../../discord/discord-oauth.js";',
      'import { hasPassword } from "../../identity/sign-in-methods.js";',
      'import { getAuth } from "firebase-admin/auth";',
      'const later = await import("../../config.js");',
      // Allowed: the data layer itself (its own `discord/` folder too), the database, sealing, contracts.
      'import { grantSealContext } from "../discord/discord-grant.js";',
      'import type { Db } from "../../db/open-database.js";',
      'import { sealSecret } from "../../crypto/secret-box.js";',
      'import type { Page } from "@chartbot/contracts/paging";',
    ].join("\n");
    const reasons = specifiersOf(code).map((specifier) => violation(file, specifier));
    expect(reasons.map((reason) => reason !== undefined)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
