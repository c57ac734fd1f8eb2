import { ALERT_STATUSES, type AlertStatus, type AlertTrigger } from "@chartbot/contracts/alerts";
import type { Page } from "@chartbot/contracts/paging";
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";
import { type PageRequest, pageValues, preparedPageClauses, toPage } from "../paging.js";
import type { Alert } from "./alert.js";
import { countAlertsByStatus } from "./count-alerts-by-status.js";

export type AlertCounts = Record<AlertStatus, number>;

/**
 * The account's count of alerts by status, as one JSON object (null when it has none). The inner `alerts`
 * is the subquery's own table: its columns are not the outer row's.
 */
const countsByStatus = sql<Partial<AlertCounts> | null>`(select json_object_agg(counted.status, counted.n)
  from (select ${alerts.status} as status, count(*)::int as n from ${alerts}
    where ${alerts.accountId} = ${sql.placeholder("accountId")} group by ${alerts.status}) as counted)`;

/**
 * The alert's latest trigger as the API answers it (null before the first), in the same statement: one index
 * probe per row of the page (`alert_triggers_alert_time_idx`, read backwards), no query per alert. Written
 * out, as drizzle leaves a one-table select's columns unqualified and the outer alert's id would be lost.
 */
const latestTrigger = sql<AlertTrigger | null>`(select json_build_object('id', t.id, 'price', t.price,
    'triggeredAt', to_char(t.triggered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'delivery', t.delivery, 'failureReason', t.failure_reason)
  from alert_triggers as t where t.alert_id = "alerts"."id"
  order by t.triggered_at desc, t.id desc limit 1)`;

/** An alert of the page, with its latest trigger. */
export type AlertWithLastTrigger = Alert & { lastTrigger: AlertTrigger | null };

/** A row of the page query: the alert, its key for the cursor, and the account's counts. */
interface PageRow {
  alert: AlertWithLastTrigger;
  sortKey: string;
  counts: Partial<AlertCounts> | null;
}

const columns = Object.entries(getTableColumns(alerts));

/**
 * The page query's rows (arrays, in the selected order) as `PageRow`s, each value decoded by its column as
 * drizzle's own mapping would, without its per-field bookkeeping (a tenth of the route's CPU time).
 */
function toPageRows(rows: unknown[][]): PageRow[] {
  return rows.map((row) => {
    const alert: Record<string, unknown> = {};
    columns.forEach(([key, column], index) => {
      const value = row[index];
      alert[key] = value === null ? null : column.mapFromDriverValue(value);
    });
    alert.lastTrigger = row[columns.length + 2] ?? null;
    return {
      alert: alert as AlertWithLastTrigger,
      sortKey: row[columns.length] as string,
      counts: row[columns.length + 1] as PageRow["counts"],
    };
  });
}

/** The page query with the counts on each row, for one filter and one kind of page (first, or after). */
function buildQuery(db: Db, statuses: readonly AlertStatus[] | undefined, after: boolean) {
  const { sortKey, after: afterCursor, orderBy, limit } = preparedPageClauses(alerts, after);
  const query = db
    .select({ ...getTableColumns(alerts), sortKey, counts: countsByStatus, lastTrigger: latestTrigger })
    .from(alerts)
    .where(
      and(
        eq(alerts.accountId, sql.placeholder("accountId")),
        statuses && inArray(alerts.status, [...statuses]),
        afterCursor,
      ),
    )
    .orderBy(...orderBy)
    .limit(limit);
  // A named statement: each connection parses and plans it once, not on every request.
  const name = `alerts_page_${statuses?.join("_") ?? "all"}${after ? "_after" : ""}`;
  return db._.session.prepareQuery<{ execute: PageRow[]; all: unknown; values: unknown }>(
    query.toSQL(),
    undefined,
    name,
    true,
    toPageRows,
  );
}

type Query = ReturnType<typeof buildQuery>;

/** Queries built so far, per database and per filter and kind of page: building one costs more than a run. */
const built = new WeakMap<Db, Map<string, Query>>();

function queryFor(db: Db, statuses: readonly AlertStatus[] | undefined, after: boolean): Query {
  const queries = built.get(db) ?? new Map<string, Query>();
  built.set(db, queries);
  const key = `${statuses?.join(",") ?? "*"}|${after}`;
  const query = queries.get(key) ?? buildQuery(db, statuses, after);
  queries.set(key, query);
  return query;
}

/**
 * One page of an account's alerts, newest first (only those with one of `statuses` when given), and how
 * many alerts it has of each status (of all of them, whatever the filter): one statement, unless the page is
 * empty, when the counts are read on their own.
 */
export async function listAlertsWithCounts(
  db: Db,
  accountId: string,
  statuses: readonly AlertStatus[] | undefined,
  page: PageRequest,
): Promise<Page<AlertWithLastTrigger> & { counts: AlertCounts }> {
  const rows = await queryFor(db, statuses, page.after !== undefined).execute({
    accountId,
    ...pageValues(page),
  });
  const first = rows[0];
  if (!first) return { items: [], nextCursor: null, counts: await countAlertsByStatus(db, accountId) };
  const counts = Object.fromEntries(
    ALERT_STATUSES.map((status) => [status, first.counts?.[status] ?? 0]),
  ) as AlertCounts;
  const { items, nextCursor } = toPage<AlertWithLastTrigger>(
    rows.map(({ alert, sortKey }) => ({ ...alert, sortKey })),
    page,
  );
  return { items, nextCursor, counts };
}
