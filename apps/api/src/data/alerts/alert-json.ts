import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { alerts } from "../../db/schema.js";
import type { Alert } from "./alert.js";

const columns = Object.entries(getTableColumns(alerts));
/** The timestamp columns: JSON carries them as ISO 8601 strings, an `Alert` as Dates. */
const timestampKeys = columns.filter(([, column]) => column.dataType === "date").map(([key]) => key);

/**
 * The alert row as one JSON object keyed by its fields' names (timestamps as ISO 8601 with an offset), with
 * `extra` pairs (`'name', value`) after them. One column instead of one per field: the driver's per-field
 * work on every result (its row template and parsers) and drizzle's per-field mapping were about a tenth of
 * the alerts list's CPU time, and a statement with several results (a create) can carry it whole.
 */
export function alertJson(extra: SQL[] = []): SQL {
  return sql`json_build_object(${sql.join(
    [...columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`), ...extra],
    sql`, `,
  )})`;
}

/** The alert in a JSON object of `alertJson`'s, as the driver parsed it: its timestamps become Dates in place. */
export function alertFromJson<Row extends Alert = Alert>(value: unknown): Row {
  const alert = value as Record<string, unknown>;
  for (const key of timestampKeys) {
    const stamp = alert[key];
    if (typeof stamp === "string") alert[key] = new Date(stamp);
  }
  return alert as Row;
}
