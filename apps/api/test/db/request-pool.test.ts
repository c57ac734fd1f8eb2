import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { openDatabase } from "../../src/db/open-database.js";
import { botBearer, issueBotToken } from "../support/bot.js";
import { openTestDatabase, testConfig } from "../support/test-app.js";

// The request pool's size is the operator's (`DATABASE_POOL_MAX`): requests beyond it wait in the pool rather
// than opening more connections to PostgreSQL. PGlite has no pool, so this runs on PostgreSQL (CI's API step).
describe.skipIf(!process.env.DATABASE_URL)("the request pool on PostgreSQL", () => {
  let server: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    server = await openTestDatabase();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("opens no more connections than its size, and the requests beyond it wait their turn", async () => {
    const database = await openDatabase({ kind: "postgres", url: server.url as string, poolMax: 2 });
    try {
      // drizzle runs a query when it is awaited: `then` starts all five now.
      const sleeps = Array.from({ length: 5 }, () =>
        database.db.execute(sql`select pg_sleep(0.5)`).then(() => {}),
      );
      // PostgreSQL's own count of the sleeps it is running, read on the test's other connection.
      const running = async () => {
        const { rows } = (await server.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%pg_sleep(0.5)%' and state = 'active' and pid <> pg_backend_pid()`,
        )) as unknown as { rows: { n: number }[] };
        return rows[0]?.n;
      };
      // Waits for the connections to open (no fixed delay: a busy machine opens them later). The poll sees both
      // sleeps within 20 ms of their start, so the checks below run inside their half second however long the
      // connections took; the last sleeps wait for a client until then plus 0.5 s, inside the pool's limit of 2 s.
      await expect.poll(running, { timeout: 1_000, interval: 20 }).toBe(2);
      expect(database.poolUsage?.()).toEqual({ total: 2, idle: 0, waiting: 3 });
      expect(await running()).toBe(2);
      await Promise.all(sleeps);
      expect(database.poolUsage?.()).toMatchObject({ total: 2, waiting: 0 });
    } finally {
      await database.close();
    }
  });

  it("answers a request that waited in vain for a client 503 overloaded while PostgreSQL answers, database unavailable while it does not", async () => {
    // One client, so the test decides what it is doing; the app's warnings are read from its log.
    const database = await openDatabase({ kind: "postgres", url: server.url as string, poolMax: 1 });
    const lines: string[] = [];
    const app = await buildApp(testConfig(), {
      database,
      logger: { level: "warn", stream: { write: (line) => lines.push(line) } },
    });
    await app.ready();
    let token = "";
    const listAlerts = () =>
      app.inject({ method: "GET", url: "/api/bot/v1/alerts", headers: botBearer(token) });
    try {
      token = await issueBotToken(database.db);
      // The one client held by a statement that answers nothing for 2.8 s: as far as this process can tell, the
      // database does not answer, and a request waiting past the pool's 2 s is told so.
      // (drizzle sends a statement when it is awaited: `then` sends it now.)
      const stuck = database.db.execute(sql`select pg_sleep(2.8)`).then(() => {});
      await expect.poll(() => database.poolUsage?.().idle, { interval: 10 }).toBe(0);
      const unanswered = await listAlerts();
      expect(unanswered.statusCode).toBe(503);
      expect(unanswered.json()).toMatchObject({ error: { code: "database_unavailable" } });
      await stuck;

      // Thirty short statements queued on the one client: it answers every 0.1 s for 3 s, and a request behind
      // them waits past 2 s. The database is busy, not down: the client is told to come back in a moment.
      const queued = Array.from({ length: 30 }, () =>
        database.db.execute(sql`select pg_sleep(0.1)`).then(
          () => "answered",
          () => "refused",
        ),
      );
      const busy = await listAlerts();
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({ error: { code: "overloaded", message: expect.stringMatching(/busy/) } });
      expect(busy.headers["retry-after"]).toBe("2");
      const outcomes = await Promise.all(queued);
      expect(outcomes).toContain("answered");
      // One warning however many requests it refuses, and no "database unavailable" beyond the stuck one's.
      expect(lines.filter((line) => line.includes("answering 503 overloaded"))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('"database unavailable"'))).toHaveLength(1);
      // And once the queue has drained, the same request is served.
      expect((await listAlerts()).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
