import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/open-database.js";

/** Row count and a hash of every row of one table. */
export interface TableFingerprint {
  rows: number;
  hash: string;
}

type Rows<T> = { rows: T[] };

/** Every table of the database (ours and Drizzle's migration journal), by `schema.table`. */
export async function listTables(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
    order by 1, 2`)) as unknown as Rows<{ schema: string; name: string }>;
  return result.rows.map((row) => `${row.schema}.${row.name}`);
}

/**
 * Row counts and md5 hashes of the rows of every table: equal fingerprints mean no row was added,
 * removed or changed in any column.
 */
export async function fingerprintDatabase(db: Db): Promise<Record<string, TableFingerprint>> {
  const fingerprint: Record<string, TableFingerprint> = {};
  for (const table of await listTables(db)) {
    const [schema, name] = table.split(".") as [string, string];
    const result = (await db.execute(sql`
      select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash
      from ${sql.identifier(schema)}.${sql.identifier(name)} t`)) as unknown as Rows<TableFingerprint>;
    const [row] = result.rows;
    fingerprint[table] = { rows: Number(row?.rows ?? 0), hash: row?.hash ?? "" };
  }
  return fingerprint;
}

/** Every row of every table as text, to search stored values for plaintext. */
export async function dumpDatabase(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of await listTables(db)) {
    const [schema, name] = table.split(".") as [string, string];
    const result = (await db.execute(
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    )) as unknown as Rows<{ row: string }>;
    parts.push(...result.rows.map((row) => `${table}: ${row.row}`));
  }
  return parts.join("\n");
}
