import type { alerts } from "../../db/schema.js";

/** A stored price alert. */
export type Alert = typeof alerts.$inferSelect;

/** Two levels closer than this fraction of the larger one are the same alert. */
export const DUPLICATE_LEVEL_TOLERANCE = 0.001;
