import { type SQL, sql } from "drizzle-orm";
import { type Alert, alertColumns, isTimestamp } from "./alert.js";

/** The timestamp fields: JSON carries them as ISO 8601 strings, an `Alert` as Dates. */
const timestampKeys = alertColumns.flatMap(([key, column]) => (isTimestamp(column) ? [key] : []));

/**
 * The alert row as one JSON object keyed by its fields' names (timestamps as ISO 8601 with an offset): a
 * statement with several results of different shapes (a create, which answers the new alert or the duplicate
 * it found) carries each alert whole in one column. Lists select the columns instead (building JSON per row
 * cost PostgreSQL more than the driver's per-field work saves: list-alerts-with-counts.ts).
 */
export function alertJson(): SQL {
  return sql`json_build_object(${sql.join(
    alertColumns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
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
