import type { AUDITED_VALUE_SCHEMAS } from "@chartbot/contracts/audit-log";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";
import { catalogueTicker } from "../catalogue-symbols.js";
import type { Satellite } from "./list-satellites.js";

/** A satellite as its audit log entries carry it (null: no such satellite). */
export function auditedSatellite(
  row: Satellite | undefined,
): z.infer<typeof AUDITED_VALUE_SCHEMAS.satellite> {
  return row ? { symbolId: row.symbolId, ticker: catalogueTicker(row.symbolId) } : null;
}

/** The community's satellite with this id as the audit log carries it, read in `tx`. */
export async function currentSatellite(tx: Db, communityId: string, satelliteId: string) {
  const [row] = await tx
    .select()
    .from(satellites)
    .where(and(eq(satellites.id, satelliteId), eq(satellites.communityId, communityId)));
  return auditedSatellite(row);
}
