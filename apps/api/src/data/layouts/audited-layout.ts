import type { AUDITED_VALUE_SCHEMAS } from "@chartbot/contracts/audit-log";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";
import type { Layout } from "./list-layouts.js";

/** A layout as its audit log entries carry it (null: no such layout). */
export function auditedLayout(row: Layout | undefined): z.infer<typeof AUDITED_VALUE_SCHEMAS.layout> {
  return row ? { label: row.label, url: row.url, theme: row.theme, wide: row.wide } : null;
}

/** The community's layout with this id as the audit log carries it, read in `tx`. */
export async function currentLayout(tx: Db, communityId: string, layoutId: string) {
  const [row] = await tx
    .select()
    .from(tradingviewLayouts)
    .where(and(eq(tradingviewLayouts.id, layoutId), eq(tradingviewLayouts.communityId, communityId)));
  return auditedLayout(row);
}
