import { and, count, eq, getTableColumns, gt, not, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type Keyring,
  openSecret,
  SecretBoxError,
  sealedKeyId,
  sealedPrefix,
  sealSecret,
} from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { SEALED_TABLES, type SealedTable } from "./sealed-columns.js";

/** A value the command could not read: its row, column and why (never any of the value). */
export interface UnreadableValue {
  id: string;
  column: string;
  reason: string;
}

/** What the command did to one table. */
export interface TableReport {
  table: string;
  /** Rows in the table when it was done. */
  rows: number;
  /** Rows whose values it sealed again under the current key. */
  reencrypted: number;
  /** Rows left as they were because they changed (or were deleted) between read and write. */
  changedMeanwhile: number;
  /** Values left as they were because no configured key opens them. */
  unreadable: UnreadableValue[];
  /** Rows still holding a value under another key when it was done (0 once everything is moved). */
  remaining: number;
}

export interface ReencryptOptions {
  /** Rows read and written per transaction. @default 100 */
  batchSize?: number;
  /** Called after every batch with the table's counts so far (the command prints progress with it). */
  onBatch?: (report: Readonly<TableReport>) => void | Promise<void>;
}

/** `column` holds a value not sealed under the current key (format 1 values and other key ids alike). */
const notUnder = (column: PgColumn, prefix: string): SQL => not(sql`starts_with(${column}, ${prefix})`);

/**
 * Seals every stored secret again under the keyring's current key, a batch of rows at a time in primary
 * key order, reading each with whichever configured key it names. Only rows with a value under another key
 * are read, and a row is written only if it still holds what was read, so running it again (after an
 * interruption, or once done) continues where it stopped or changes nothing, and writes made by the API
 * meanwhile are never overwritten. Values no configured key opens are reported and left alone.
 */
export async function reencryptSecrets(
  db: Db,
  keyring: Keyring,
  options: ReencryptOptions = {},
): Promise<TableReport[]> {
  const batchSize = options.batchSize ?? 100;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError("batchSize must be a positive integer");
  const reports: TableReport[] = [];
  for (const sealed of SEALED_TABLES) {
    reports.push(await reencryptTable(db, keyring, sealed, batchSize, options.onBatch));
  }
  return reports;
}

async function reencryptTable(
  db: Db,
  keyring: Keyring,
  sealed: SealedTable,
  batchSize: number,
  onBatch: ReencryptOptions["onBatch"],
): Promise<TableReport> {
  const prefix = sealedPrefix(keyring.current.id);
  const report: TableReport = {
    table: sealed.name,
    rows: 0,
    reencrypted: 0,
    changedMeanwhile: 0,
    unreadable: [],
    remaining: 0,
  };
  const underOtherKey = or(...sealed.sealed.map((column) => notUnder(column, prefix)));
  const columns = Object.fromEntries(sealed.sealed.map((column) => [column.name, column]));
  // `update().set()` takes the table's property names (keyCiphertext), not the SQL names.
  const propertyOf = new Map(
    Object.entries(getTableColumns(sealed.table)).map(([key, column]) => [column, key]),
  );
  let after: string | undefined;
  for (;;) {
    const rows = (await db
      .select({ id: sealed.id, ...columns, ...sealed.contextColumns })
      .from(sealed.table)
      .where(after === undefined ? underOtherKey : and(gt(sealed.id, after), underOtherKey))
      .orderBy(sealed.id)
      .limit(batchSize)) as Record<string, unknown>[];
    if (rows.length === 0) break;
    after = String(rows.at(-1)?.id);
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const id = String(row.id);
        const changes: Record<string, string> = {};
        let readable = true;
        for (const column of sealed.sealed) {
          const value = String(row[column.name]);
          try {
            if (sealedKeyId(value) === keyring.current.id) continue;
            const context = sealed.context(row, column);
            changes[column.name] = sealSecret(keyring, openSecret(keyring, value, context), context);
          } catch (error) {
            if (!(error instanceof SecretBoxError)) throw error;
            report.unreadable.push({ id, column: column.name, reason: error.message });
            readable = false;
          }
        }
        if (!readable || Object.keys(changes).length === 0) continue;
        // Written only if the row still holds what was read: nothing the API wrote meanwhile is lost.
        const updated = await tx
          .update(sealed.table)
          .set(
            Object.fromEntries(
              sealed.sealed.flatMap((column) => {
                const value = changes[column.name];
                return value ? [[propertyOf.get(column), value]] : [];
              }),
            ),
          )
          .where(
            and(eq(sealed.id, id), ...sealed.sealed.map((column) => eq(column, String(row[column.name])))),
          )
          .returning({ id: sealed.id });
        if (updated.length > 0) report.reencrypted += 1;
        else report.changedMeanwhile += 1;
      }
    });
    await onBatch?.(report);
  }
  const [total] = await db.select({ n: count() }).from(sealed.table);
  const [left] = await db.select({ n: count() }).from(sealed.table).where(underOtherKey);
  report.rows = total?.n ?? 0;
  report.remaining = left?.n ?? 0;
  return report;
}
