import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { alerts } from "../../db/schema.js";
import type { Alert } from "./alert.js";

const columns = Object.entries(getTableColumns(alerts));
/** The timestamp columns: JSON carries them as ISO 8601 strings, an `Alert` as Dates. */
const timestampKeys = columns.filter(([, column]) => column.dataType === "date").map(([key]) => key);

/**
 * The alert row as one JSON object keyed by its fields' names (timestamps as ISO 8601 with an offset): a
 * statement with several results of different shapes (a create, which answers the new alert or the duplicate
 * it found) carries each alert whole in one column. Lists select the columns instead (building JSON per row
 * cost PostgreSQL more than the driver's per-field work saves: list-alerts-with-counts.ts).
 */
export function alertJson(): SQL {
  return sql`json_build_object(${sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
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
