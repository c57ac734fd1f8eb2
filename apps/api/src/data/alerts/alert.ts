import type { alerts } from "../../db/schema.js";

/** A stored price alert. */
export type Alert = typeof alerts.$inferSelect;

/** Alert states that count against the account's limit and may be paused or resumed. */
export const OPEN_ALERT_STATUSES = ["active", "paused"] as const;

/** Two levels closer than this fraction of the larger one are the same alert. */
export const DUPLICATE_LEVEL_TOLERANCE = 0.001;
