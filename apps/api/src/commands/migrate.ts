import { ConfigError, loadConfig } from "../config.js";
import { openDatabase } from "../db/open-database.js";

/**
 * Applies the committed migrations to the configured database, then exits: a deployment's release step
 * (`node dist/migrate.js`, with the API's environment), so a new version's schema is in place before its
 * servers start. The server applies any pending migration at start too, under the same advisory lock.
 */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig().database);
  await database.close();
  console.log(`Migrations applied (database: ${database.kind}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
