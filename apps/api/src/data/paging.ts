import type { Page } from "@chartbot/contracts/paging";
import { desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { decodeOpaqueCursor, encodeOpaqueCursor } from "./opaque-cursor.js";

/**
 * Keyset paging, newest first, for every list that grows: rows are ordered by (created_at desc, id desc)
 * and a page's cursor holds its last row's key, so the next page starts right after that row whatever was
 * created or deleted in between (an offset would repeat or skip rows). The cursor is opaque to clients:
 * base64url of the key, the list it belongs to, and a version. Reading a request's cursor (and refusing one
 * that is not) is the routes' part: `routes/paging.ts` makes the `PageRequest` this module's readers take.
 */

/** A table paged by this module: its creation time (timestamptz) and uuid primary key. */
export interface Keyset {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * A row's place in the order: `createdAt` to the microsecond (what PostgreSQL keeps), and the id; `lead`, for
 * a list sorted by something else first (alerts by ticker or level), the values of those leading sort columns.
 */
export interface SortKey {
  createdAt: string;
  id: string;
  lead?: (string | number)[] | undefined;
}

/** What one request asks for: how many rows, after which row, of which list. */
export interface PageRequest {
  limit: number;
  after: SortKey | undefined;
  /** The list and filter the cursor belongs to, e.g. `alerts:open`: another list's cursor is refused. */
  scope: string;
}

const CURSOR_VERSION = 1;
/** UTC with six decimals: a JavaScript Date keeps milliseconds only, which would skip rows. */
const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const CursorSchema = z.strictObject({
  v: z.literal(CURSOR_VERSION),
  s: z.string(),
  t: z
    .string()
    .regex(MICROSECOND_TIME)
    .refine((time) => !Number.isNaN(Date.parse(time))),
  i: z.uuid(),
  k: z
    .array(z.union([z.string().max(200), z.number()]))
    .max(4)
    .optional(),
});

/** Encodes the key of a page's last row as the next page's cursor. */
function encodeCursor(scope: string, key: SortKey): string {
  const cursor = {
    v: CURSOR_VERSION,
    s: scope,
    t: key.createdAt,
    i: key.id,
    ...(key.lead && { k: key.lead }),
  };
  return encodeOpaqueCursor(cursor);
}

/** The key a cursor holds; undefined when it is not one of `scope`'s cursors (of another list, or not one). */
export function decodeCursor(scope: string, cursor: string): SortKey | undefined {
  const parsed = CursorSchema.safeParse(decodeOpaqueCursor(cursor));
  if (!parsed.success || parsed.data.s !== scope) return undefined;
  return { createdAt: parsed.data.t, id: parsed.data.i, lead: parsed.data.k };
}

/** What a list query needs to read one page; pass them to its select, where, order by and limit. */
export interface PageClauses {
  /** Select it as `sortKey`: the row's key, exact to the microsecond. */
  sortKey: SQL<string>;
  /** Rows after the cursor; undefined on the first page (`and()` skips it). */
  after: SQL | undefined;
  orderBy: SQL[];
  /** One more than the page holds: whether it comes back tells if there is a next page. */
  limit: number;
}

/** The key of a row of a page, exact to the microsecond: select it as `sortKey`. */
const sortKeyOf = (table: Keyset) =>
  sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const newestFirst = (table: Keyset) => [desc(table.createdAt), desc(table.id)];

/**
 * Reads one page through `select`, which applies the clauses to its own query (its table, columns and
 * filters), and returns the rows with the next page's cursor (null on the last page).
 */
export async function readPage<Row extends { id: string }>(
  table: Keyset,
  request: PageRequest,
  select: (clauses: PageClauses) => Promise<(Row & { sortKey: string })[]>,
): Promise<Page<Row>> {
  const { after } = request;
  const rows = await select({
    sortKey: sortKeyOf(table),
    after:
      after && sql`(${table.createdAt}, ${table.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    orderBy: newestFirst(table),
    limit: request.limit + 1,
  });
  return toPage(rows, request);
}

/**
 * The clauses of a page query built once and run many times (`.prepare()`), with placeholders where
 * `readPage` puts the request's values: run it with `pageValues(request)` and pass its rows to `toPage`.
 * `after` says whether the query is the one for pages after a cursor (built apart from the first page's).
 */
export function preparedPageClauses(table: Keyset, after: boolean) {
  return {
    sortKey: sortKeyOf(table),
    after: after
      ? sql`(${table.createdAt}, ${table.id}) < (${sql.placeholder("afterCreatedAt")}::timestamptz, ${sql.placeholder("afterId")}::uuid)`
      : undefined,
    orderBy: newestFirst(table),
    limit: sql.placeholder("limit"),
  };
}

/** The values of `preparedPageClauses`' placeholders for one request. */
export function pageValues(request: PageRequest) {
  return {
    limit: request.limit + 1,
    afterCreatedAt: request.after?.createdAt,
    afterId: request.after?.id,
  };
}

/** A row a page query read: the item as the list answers it, and its place in the order. */
export interface KeyedRow<Item> {
  item: Item;
  sortKey: string;
  sortLead?: (string | number)[] | null | undefined;
}

/** The page made of keyed rows a page query read (one more than the page holds when there is a next page). */
export function toKeyedPage<Item extends { id: string }>(
  rows: readonly KeyedRow<Item>[],
  request: PageRequest,
): Page<Item> {
  const hasMore = rows.length > request.limit;
  const pageRows = hasMore ? rows.slice(0, request.limit) : rows;
  const last = pageRows.at(-1);
  const nextCursor =
    hasMore && last
      ? encodeCursor(request.scope, {
          createdAt: last.sortKey,
          id: last.item.id,
          lead: last.sortLead ?? undefined,
        })
      : null;
  return { items: pageRows.map((row) => row.item), nextCursor };
}

/** The page made of the rows a page query read, each with its `sortKey` (and `sortLead`) beside its fields. */
export function toPage<Row extends { id: string }>(
  rows: (Row & { sortKey: string; sortLead?: (string | number)[] | null })[],
  request: PageRequest,
): Page<Row> {
  // The key is the cursor's business only: the rows go back as the caller selected them.
  return toKeyedPage(
    rows.map(({ sortKey, sortLead, ...item }) => ({ item: item as unknown as Row, sortKey, sortLead })),
    request,
  );
}
