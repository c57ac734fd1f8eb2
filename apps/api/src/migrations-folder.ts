import { fileURLToPath } from "node:url";

/**
 * The committed migrations, `apps/api/drizzle`. Resolved from this module's place, which is one folder below
 * the package both in the sources (src/migrations-folder.ts) and in the bundle (dist/server.js): keep this
 * module directly in src/ so both find it.
 */
export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
