/**
 * The bot API's change feed at scale (`pnpm --filter @chartbot/api bench`, part of `pnpm bench`): seeds 10,000
 * communities (each with a satellite, a scheduled post, a layout, a channel override and add-on slots) with bulk
 * SQL into a fresh PostgreSQL database, then measures a full sync (every page) and an incremental sync after
 * 100 changes. Budget, asserted: the incremental sync brings exactly the 100 changed communities; every page
 * costs at most `QUERIES_PER_PAGE` queries whatever the number of communities; the incremental sync's keyset
 * scan reads at most a page of rows (EXPLAIN ANALYZE), never all communities.
 * PostgreSQL: DATABASE_URL (a server; a new database is made and dropped), default postgres://postgres@127.0.0.1:5432/postgres.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createKeyring } from "../src/crypto/secret-box.js";
import { readChanges } from "../src/data/bot/bot-changes.js";
import type { Db } from "../src/db/open-database.js";
import { openDatabase } from "../src/db/open-database.js";
import * as schema from "../src/db/schema.js";

/** The communities here have no licensed bot, so nothing is opened with it (the query is run all the same). */
const keyring = createKeyring({ id: "bench", key: randomBytes(32) });

/** One page of the change feed after `cursor` (always one the feed gave out here). */
async function readFeed(db: Db, cursor: string | undefined, limit: number) {
  const result = await readChanges(db, keyring, cursor, limit);
  if (result.outcome !== "read") throw new Error(`the feed refused its own cursor ${cursor}`);
  return result.changes;
}

const COMMUNITIES = 10_000;
const CHANGED = 100;
const PAGE = 500;
/** The page's communities, then overrides, satellites, posts, layouts, licensed bots and add-ons: one query each. */
const QUERIES_PER_PAGE = 7;

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `chartbot_bench_${randomUUID().replaceAll("-", "")}`;
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const migrated = await openDatabase({ kind: "postgres", url: url.toString() });
  await migrated.close();
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // `pool.end()` resolves once its clients are told to close, not once they have: the forced drop below can
  // still reach one, whose error must not end the process after the figures are printed.
  pool.on("error", () => {});
  let queries = 0;
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery: () => {
        queries += 1;
      },
    },
  }) as unknown as Db;
  try {
    const seedStart = performance.now();
    await pool.query(`
      insert into accounts (id, firebase_uid, email) values ('00000000-0000-4000-8000-000000000001', 'bench', 'bench@example.com');
      insert into subscriptions (id, account_id, addon_slug, quantity, status)
        values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'price-satellite-bots', ${COMMUNITIES}, 'active');
      insert into communities (guild_id, name, ticker_mode, setup_completed_at)
        select (800000000000000000 + n)::text, 'Community ' || n, 'crypto', now() from generate_series(1, ${COMMUNITIES}) n;
      insert into satellites (community_id, symbol_id) select id, '751080162300526653' from communities;
      insert into scheduled_posts (community_id, command, arguments, channel_id, period_minutes)
        select id, 'c', 'BTCUSD 4H', '900000000000000101', 240 from communities;
      insert into tradingview_layouts (community_id, label, url) select id, 'Main', 'https://www.tradingview.com/chart/abc/' from communities;
      insert into channel_overrides (community_id, channel_id, ticker_mode) select id, '900000000000000102', 'traditional' from communities;
      insert into addon_slots (subscription_id, community_id) select '00000000-0000-4000-8000-000000000002', id from communities;
      analyze;
    `);
    console.log(`seeded ${COMMUNITIES} communities in ${Math.round(performance.now() - seedStart)} ms`);

    const sync = async (from: string | undefined, limit: number) => {
      const start = performance.now();
      const before = queries;
      let cursor = from;
      let bytes = 0;
      let pages = 0;
      let mostQueries = 0;
      const ids: string[] = [];
      for (;;) {
        const pageStart = queries;
        const page = await readFeed(db, cursor, limit);
        mostQueries = Math.max(mostQueries, queries - pageStart);
        bytes += Buffer.byteLength(JSON.stringify(page));
        pages += 1;
        ids.push(...page.communities.map((c) => c.id));
        cursor = page.cursor;
        if (!page.more) break;
      }
      const ms = performance.now() - start;
      return { ids, cursor: cursor as string, pages, bytes, queries: queries - before, mostQueries, ms };
    };
    const report = (label: string, r: Awaited<ReturnType<typeof sync>>) =>
      console.log(
        `${label}: ${r.ids.length} communities, ${r.pages} pages, ${Math.round(r.ms)} ms, ` +
          `${(r.bytes / 1024).toFixed(0)} KiB, ${r.queries} queries (at most ${r.mostQueries} per page)`,
      );

    const full = await sync(undefined, PAGE);
    report(`full sync (pages of ${PAGE})`, full);
    check(
      full.ids.length === COMMUNITIES,
      `full sync brought ${full.ids.length} communities, not ${COMMUNITIES}`,
    );
    check(new Set(full.ids).size === full.ids.length, "full sync brought a community twice");
    check(full.mostQueries <= QUERIES_PER_PAGE, `full sync: ${full.mostQueries} queries in a page`);

    // 100 changes, each its own transaction, of several kinds.
    const { rows } = await pool.query<{ id: string }>(
      `select id from communities order by random() limit ${CHANGED}`,
    );
    const changed = rows.map((row) => row.id);
    for (const [i, id] of changed.entries()) {
      if (i % 4 === 0)
        await pool.query("update communities set ticker_mode = 'traditional' where id = $1", [id]);
      else if (i % 4 === 1)
        await pool.query("update channel_overrides set auto_delete_minutes = 5 where community_id = $1", [
          id,
        ]);
      else if (i % 4 === 2)
        await pool.query("update scheduled_posts set paused_at = now() where community_id = $1", [id]);
      else
        await pool.query(
          "insert into tradingview_layouts (community_id, label, url) values ($1, 'Second', 'https://www.tradingview.com/chart/def/')",
          [id],
        );
    }
    // Transaction ids are the server's: wait until no transaction (of any database) holds the changes back.
    for (let i = 0; i < 200; i += 1) {
      const { rows: ready } = await pool.query<{ ok: boolean }>(
        "select pg_snapshot_xmin(pg_current_snapshot()) > max(config_txid) as ok from communities",
      );
      if (ready[0]?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const incremental = await sync(full.cursor, 100);
    report("incremental sync after 100 changes (pages of 100)", incremental);
    check(
      incremental.ids.length === CHANGED && [...incremental.ids].sort().join() === [...changed].sort().join(),
      `incremental sync brought ${incremental.ids.length} communities, not exactly the ${CHANGED} changed`,
    );
    check(
      incremental.mostQueries <= QUERIES_PER_PAGE,
      `incremental sync: ${incremental.mostQueries} queries in a page`,
    );

    // The keyset scan of an incremental page reads the page, not the table.
    const cursor = JSON.parse(Buffer.from(full.cursor, "base64url").toString()) as { t: string; i: string };
    const { rows: plan } = await pool.query<{ "QUERY PLAN": unknown }>(
      `explain (analyze, format json) select * from communities
       where (config_txid, id) > ($1::xid8, $2::uuid) and config_txid < pg_snapshot_xmin(pg_current_snapshot())
       order by config_txid, id limit 101`,
      [cursor.t, cursor.i],
    );
    const text = JSON.stringify(plan);
    const scanned = [...text.matchAll(/"Actual Rows":(\d+)/g)].map((m) => Number(m[1]));
    const removed = [...text.matchAll(/"Rows Removed by (?:Filter|Index Recheck)":(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    const rowsRead = Math.max(...scanned) + removed.reduce((a, b) => a + b, 0);
    console.log(
      `incremental page's scan: ${rowsRead} rows read of ${COMMUNITIES}, index ${text.includes("communities_config_txid_idx") ? "used" : "NOT used"}`,
    );
    check(
      text.includes("communities_config_txid_idx"),
      "the feed's query does not use communities_config_txid_idx",
    );
    check(rowsRead <= 101, `the incremental page read ${rowsRead} rows, more than a page`);

    const again = await readFeed(db, incremental.cursor, 100);
    check(
      again.communities.length === 0 && again.cursor === incremental.cursor,
      "with nothing new the cursor moved",
    );
  } finally {
    await pool.end();
    await admin(`drop database if exists ${name} with (force)`);
  }
  if (failures.length > 0) {
    console.error(`bot feed budget FAILED:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("bot feed budget met");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
