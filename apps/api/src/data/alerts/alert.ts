import { getTableColumns } from "drizzle-orm";
import { alerts } from "../../db/schema.js";

/** A stored price alert. */
export type Alert = typeof alerts.$inferSelect;

/** The alert's columns by field name, in the table's order. */
export const alertColumns = Object.entries(getTableColumns(alerts));

/** Whether a column of `alertColumns` is a timestamp (an `Alert` holds it as a Date). */
export const isTimestamp = (column: (typeof alertColumns)[number][1]) => column.dataType === "date";

/** Two levels closer than this fraction of the larger one are the same alert. */
export const DUPLICATE_LEVEL_TOLERANCE = 0.001;
