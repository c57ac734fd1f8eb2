import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.js";
import { reencryptSecrets, type TableReport } from "../data/secrets/reencrypt-secrets.js";
import { openDatabase } from "../db/open-database.js";

const USAGE = `Usage: pnpm --filter @chartbot/api secrets:reencrypt [--batch-size <rows>]

Seals every stored secret again under the current key (ENCRYPTION_KEY, id ENCRYPTION_KEY_ID), reading
each with the key it names (ENCRYPTION_KEY or ENCRYPTION_READ_ONLY_KEYS). Run it with the API's environment.
Safe to run while the API serves, to interrupt and to run again: it continues where it stopped.`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function describe(report: TableReport): string {
  return [
    `${report.table}: ${plural(report.reencrypted, "row")} re-encrypted`,
    `${report.unreadable.length} unreadable`,
    `${report.changedMeanwhile} changed while running`,
    `${plural(report.remaining, "row")} of ${report.rows} still under another key`,
  ].join(", ");
}

/**
 * `secrets:reencrypt` (`node dist/reencrypt-secrets.js` in a deployment): the key rotation step. Exits 0
 * once every sealed value is under the current key, so the other keys may be removed; 1 otherwise.
 */
async function main(): Promise<number> {
  let values: { "batch-size"?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { "batch-size": { type: "string" }, help: { type: "boolean" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const batchSize = Number(values["batch-size"] ?? 100);
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    console.error(`--batch-size must be a positive whole number of rows.\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const keyId = config.encryption.current.id;
  const database = await openDatabase(config.database);
  try {
    console.log(
      `Re-encrypting sealed values under the key "${keyId}" (database: ${database.kind}, batches of ${batchSize} rows).`,
    );
    const reports = await reencryptSecrets(database.db, config.encryption, {
      batchSize,
      onBatch: (report) => console.log(`  ${report.table}: ${report.reencrypted} rows re-encrypted so far`),
    });
    for (const report of reports) {
      console.log(describe(report));
      for (const value of report.unreadable) {
        console.error(`  ${report.table} ${value.id} ${value.column}: ${value.reason}`);
      }
    }
    const remaining = reports.reduce((sum, report) => sum + report.remaining, 0);
    if (remaining === 0) {
      console.log(`Every sealed value is under the key "${keyId}": the other keys can be removed.`);
      return 0;
    }
    console.error(
      `${plural(remaining, "row")} still hold values under other keys. Configure the keys they name in ENCRYPTION_READ_ONLY_KEYS and run again; keep those keys until this command reports none.`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
