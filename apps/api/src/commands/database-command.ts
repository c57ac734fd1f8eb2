import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig } from "../config.js";
import type { Db } from "../db/open-database.js";
import { openDatabase } from "../db/open-database.js";

/** A usage problem of an operator command: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** One operator command: runs `argv` against `db`, printing what it says through `print`. */
export type DatabaseCommand = (db: Db, argv: string[], print: (line: string) => void) => Promise<void>;

/**
 * Runs `command` with the process's arguments against the configured database when `moduleUrl` (the
 * command file's `import.meta.url`) is the entry point, so tests can import the file without running it.
 * A `UsageError` or a malformed option prints the message and `usage` (exit 2); a bad configuration its
 * message (exit 1).
 */
export function runDatabaseCommandIfMain(moduleUrl: string, usage: string, command: DatabaseCommand): void {
  const entry = process.argv[1];
  if (!entry || moduleUrl !== pathToFileURL(realpathSync(entry)).href) return;
  const main = async () => {
    const database = await openDatabase(loadConfig().database);
    try {
      await command(database.db, process.argv.slice(2), (line) => console.log(line));
    } finally {
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
