import {
  ALERT_STATUSES,
  type AlertDeliveryKind,
  type AlertPlacement,
  type AlertSort,
  type AlertStatus,
  type AlertTest,
  type AlertTrigger,
} from "@chartbot/contracts/alerts";
import type { Page } from "@chartbot/contracts/paging";
import { PRICE_STALE_AFTER_MINUTES } from "@chartbot/contracts/prices";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { preparedStatement } from "../../db/prepared-statement.js";
import { compileRowReader } from "../../db/row-reader.js";
import { alerts } from "../../db/schema.js";
import { type PageRequest, pageValues, preparedPageClauses, toKeyedPage } from "../paging.js";
import { type Alert, alertColumns, isTimestamp } from "./alert.js";
import { countAlertsByStatus } from "./count-alerts-by-status.js";
import { effectiveStatusSql } from "./expire-alerts.js";

export type AlertCounts = Record<AlertStatus, number>;

/**
 * The account's count of alerts by status, as one JSON object (null when it has none). The inner `alerts`
 * is the subquery's own table: its columns are not the outer row's.
 */
const countsByStatus = sql<Partial<AlertCounts> | null>`(select json_object_agg(counted.status, counted.n)
  from (select ${effectiveStatusSql} as status, count(*)::int as n from ${alerts}
    where ${alerts.accountId} = ${sql.placeholder("accountId")} group by 1) as counted)`;

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

/** The alert's latest "Send test" as the API answers it (null before the first). */
const latestTest = sql<AlertTest | null>`(select json_build_object('id', x.id, 'status', x.status,
    'requestedAt', to_char(x.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reportedAt', to_char(x.reported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'failureReason', x.failure_reason)
  from alert_tests as x where x.alert_id = "alerts"."id"
  order by x.requested_at desc, x.id desc limit 1)`;

/** How an alert is delivered, as the list filters it (the contract's `AlertDeliveryKind`). */
export const deliveryKind = sql`case when ${alerts.webhookUrl} is not null then 'webhook'
  when ${alerts.channelId} is not null then 'channel' else 'direct-message' end`;

/**
 * How far the alert's level is from its symbol's latest price of the last `PRICE_STALE_AFTER_MINUTES`, as a
 * fraction of that price (null: no level, or no fresh price): one backward probe of the prices' primary key.
 * Written out, as drizzle leaves a one-table select's columns unqualified.
 */
const levelDistance = sql`(select abs("alerts"."level" - p.price) / p.price from reported_prices as p
  where p.symbol_id = "alerts"."symbol_id"
    and p.observed_at > now() - make_interval(mins => ${sql.raw(String(PRICE_STALE_AFTER_MINUTES))})
  order by p.observed_at desc limit 1)`;

/**
 * The sort columns before (created_at desc, id desc) of each order, sorted ascending: `ticker` A to Z as typed
 * (case-insensitive); `level` lowest first, percent moves (no level) after the levels, by percent; `closest`
 * the smallest distance of the level from a fresh price first, the others after.
 */
const LEADS: Record<AlertSort, { columns: SQL[]; types: ("text" | "float8" | "int")[] }> = {
  created: { columns: [], types: [] },
  ticker: { columns: [sql`upper(${alerts.tickerInput})`], types: ["text"] },
  level: {
    columns: [sql`(${alerts.level} is null)::int`, sql`coalesce(${alerts.level}, ${alerts.percent})`],
    types: ["int", "float8"],
  },
  closest: {
    columns: [sql`(${levelDistance} is null)::int`, sql`coalesce(${levelDistance}, 0)`],
    types: ["int", "float8"],
  },
};

/** The rows after the cursor in `sort`'s order: lexicographic over the leads, then the creation keyset. */
function afterLeads(sort: AlertSort, afterCreated: SQL): SQL {
  const { columns, types } = LEADS[sort];
  let clause = afterCreated;
  for (let i = columns.length - 1; i >= 0; i -= 1) {
    const value = sql`${sql.placeholder(`lead${i}`)}::${sql.raw(types[i] as string)}`;
    clause = sql`(${columns[i]} > ${value} or (${columns[i]} = ${value} and ${clause}))`;
  }
  return clause;
}

/**
 * The cursor's lead values, checked against the sort (a cursor of another sort is refused by its scope);
 * undefined when they do not fit it.
 */
function leadValues(sort: AlertSort, page: PageRequest): Record<string, string | number> | undefined {
  const { types } = LEADS[sort];
  const lead = page.after?.lead ?? [];
  if (page.after === undefined) return {};
  const ok =
    lead.length === types.length &&
    types.every((type, i) => (type === "text" ? typeof lead[i] === "string" : typeof lead[i] === "number"));
  if (!ok) return undefined;
  return Object.fromEntries(lead.map((value, i) => [`lead${i}`, value]));
}

/** An alert of the page, with its latest trigger and test. */
export type AlertWithLastTrigger = Alert & { lastTrigger: AlertTrigger | null; test: AlertTest | null };

/** What the list is narrowed to and how it is ordered. */
export interface AlertListFilter {
  statuses?: readonly AlertStatus[] | undefined;
  condition?: AlertPlacement | undefined;
  delivery?: AlertDeliveryKind | undefined;
  sort?: AlertSort | undefined;
}

/** A row of the page query: the alert, its key for the cursor, and the account's counts. */
interface PageRow {
  alert: AlertWithLastTrigger;
  sortKey: string;
  sortLead: (string | number)[] | null;
  counts: Partial<AlertCounts> | null;
}

/**
 * What the page query selects of the alert: its columns, each timestamp as milliseconds since the epoch (a
 * float8 the driver reads as a number and `new Date` takes at once, where PostgreSQL's text needs the slow
 * non-ISO date parser; `extract` is exact, and the float8 nearest to it never falls below its millisecond).
 * Columns, not one JSON object per alert: building that JSON in PostgreSQL cost about as much again as the
 * whole bare select (docs/decisions/api-budget-against-bare-select.md).
 */
const alertSelection = Object.fromEntries(
  alertColumns.map(([key, column]) => [
    key,
    isTimestamp(column) ? sql<number | null>`(extract(epoch from ${column}) * 1000)::float8` : column,
  ]),
);

/** The alert of a page row: its columns in the select's order, then its latest trigger and test. */
const readAlert = compileRowReader<AlertWithLastTrigger>([
  ...alertColumns.map(([key, column]) => ({ key, date: isTimestamp(column) })),
  { key: "lastTrigger" },
  { key: "test" },
]);
/** Where the page row's other values start, after the alert's. */
const AFTER_ALERT = alertColumns.length + 2;

/**
 * The page query's rows (the alert's columns, then its latest trigger and test, the sort key, the counts and
 * the sort leads) as `PageRow`s.
 */
function toPageRows(rows: unknown[][]): PageRow[] {
  return rows.map((values) => ({
    alert: readAlert(values),
    sortKey: values[AFTER_ALERT] as string,
    counts: values[AFTER_ALERT + 1] as Partial<AlertCounts> | null,
    sortLead: values[AFTER_ALERT + 2] as (string | number)[] | null,
  }));
}

/**
 * The page query with the counts on each row, for one status filter, one order and one kind of page (first,
 * or after); the condition and delivery filters are parameters (null: any).
 */
function pageQuery(db: Db, statuses: readonly AlertStatus[] | undefined, sort: AlertSort, after: boolean) {
  const clauses = preparedPageClauses(alerts, after);
  const leads = LEADS[sort].columns;
  const condition = sql.placeholder("condition");
  const delivery = sql.placeholder("delivery");
  const query = db
    .select({
      ...alertSelection,
      lastTrigger: latestTrigger,
      test: latestTest,
      sortKey: clauses.sortKey,
      counts: countsByStatus,
      sortLead: leads.length > 0 ? sql`json_build_array(${sql.join(leads, sql`, `)})` : sql`null`,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.accountId, sql.placeholder("accountId")),
        statuses && inArray(alerts.status, [...statuses]),
        sql`(${condition}::text is null or ${alerts.placement} = ${condition}::text)`,
        sql`(${delivery}::text is null or ${deliveryKind} = ${delivery}::text)`,
        clauses.after && afterLeads(sort, clauses.after),
      ),
    )
    .orderBy(...leads.map((lead) => asc(lead)), desc(alerts.createdAt), desc(alerts.id))
    .limit(clauses.limit);
  return query.toSQL();
}

type PageStatement = (db: Db, values: Record<string, unknown>) => Promise<PageRow[]>;

/** The statements built so far, per filter and kind of page: building one costs more than a run. */
const statements = new Map<string, PageStatement>();

function statementFor(statuses: readonly AlertStatus[] | undefined, sort: AlertSort, after: boolean) {
  const key = `${statuses?.join(",") ?? "*"}|${sort}|${after}`;
  let statement = statements.get(key);
  if (!statement) {
    const name = `alerts_page_${statuses?.join("_") ?? "all"}_${sort}${after ? "_after" : ""}`;
    statement = preparedStatement((db) =>
      db._.session.prepareQuery<{ execute: PageRow[]; all: unknown; values: unknown }>(
        pageQuery(db, statuses, sort, after),
        undefined,
        name,
        true,
        toPageRows,
      ),
    );
    statements.set(key, statement);
  }
  return statement;
}

/** A page of alerts with the account's counts by status. */
export type AlertPageWithCounts = Page<AlertWithLastTrigger> & { counts: AlertCounts };

export type ListAlertsResult =
  | { outcome: "listed"; page: AlertPageWithCounts }
  /** The cursor's sort values do not fit the order asked for. */
  | { outcome: "bad_cursor" };

/**
 * One page of an account's alerts in the filter's order (newest first by default), narrowed to its statuses,
 * condition and delivery when given, and how many alerts it has of each status (of all of them, whatever the
 * filter): one statement, unless the page is empty, when the counts are read on their own.
 */
export async function listAlertsWithCounts(
  db: Db,
  accountId: string,
  filter: AlertListFilter,
  page: PageRequest,
): Promise<ListAlertsResult> {
  const sort = filter.sort ?? "created";
  const leads = leadValues(sort, page);
  if (!leads) return { outcome: "bad_cursor" };
  const rows = await statementFor(
    filter.statuses,
    sort,
    page.after !== undefined,
  )(db, {
    accountId,
    condition: filter.condition ?? null,
    delivery: filter.delivery ?? null,
    ...pageValues(page),
    ...leads,
  });
  const first = rows[0];
  if (!first) {
    const counts = await countAlertsByStatus(db, accountId);
    return { outcome: "listed", page: { items: [], nextCursor: null, counts } };
  }
  const counts = Object.fromEntries(
    ALERT_STATUSES.map((status) => [status, first.counts?.[status] ?? 0]),
  ) as AlertCounts;
  const { items, nextCursor } = toKeyedPage(
    rows.map(({ alert, sortKey, sortLead }) => ({ item: alert, sortKey, sortLead })),
    page,
  );
  return { outcome: "listed", page: { items, nextCursor, counts } };
}
