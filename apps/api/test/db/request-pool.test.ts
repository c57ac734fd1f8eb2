import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/open-database.js";
import { openTestDatabase } from "../support/test-app.js";

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
});
