import type { AlertStatus } from "@chartbot/contracts/alerts";
import type { Page } from "@chartbot/contracts/paging";
import { and, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";
import { type PageRequest, readPage } from "../paging.js";
import type { Alert } from "./alert.js";

/** One page of an account's alerts, newest first; only those with one of `statuses` when given. */
export async function listAlerts(
  db: Db,
  accountId: string,
  statuses: readonly AlertStatus[] | undefined,
  page: PageRequest,
): Promise<Page<Alert>> {
  return readPage<Alert>(alerts, page, ({ sortKey, after, orderBy, limit }) =>
    db
      .select({ ...getTableColumns(alerts), sortKey })
      .from(alerts)
      .where(and(eq(alerts.accountId, accountId), statuses && inArray(alerts.status, [...statuses]), after))
      .orderBy(...orderBy)
      .limit(limit),
  );
}
