import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/open-database.js";
import { isDatabaseUnavailable } from "../src/errors.js";
import { openTestDatabase } from "./support/test-app.js";

/**
 * The errors a lost PostgreSQL connection really produces (the reliability suite's outage test stops the whole
 * server; here one connection is cut, which the API meets the same way at the edges of an outage). Each must
 * read as "database unavailable" (503, retry), never as an internal error (500). PostgreSQL only: PGlite has no
 * connections to lose.
 */
describe.skipIf(!process.env.DATABASE_URL)("isDatabaseUnavailable on a cut PostgreSQL connection", () => {
  let database: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase();
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  /** The rows of a raw query (the `Db` type leaves the driver's result shape open). */
  const rowsOf = async <Row>(query: Promise<unknown>) => ((await query) as { rows: Row[] }).rows;

  /** Ends the server process behind the connection that `tx` runs on. */
  async function cutConnectionOf(tx: Pick<Database["db"], "execute">) {
    const [row] = await rowsOf<{ pid: number }>(tx.execute(sql`select pg_backend_pid() as pid`));
    await admin.query("select pg_terminate_backend($1)", [row?.pid]);
  }

  it("a transaction whose connection was cut while it did other work: the rollback's error", async () => {
    const error = await database.db
      .transaction(async (tx) => {
        await cutConnectionOf(tx);
        // Other work (a token check, a computation) while the driver learns that the connection is gone.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeDefined();
    // drizzle rolls back on the dead connection and throws that error: node-postgres's "Client has
    // encountered a connection error and is not queryable", with no error code.
    expect(String((error as Error).cause)).toMatch(/not queryable/);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // And the pool has dropped the broken connection: the next query gets a working one.
    const [row] = await rowsOf<{ one: number }>(database.db.execute(sql`select 1 as one`));
    expect(row?.one).toBe(1);
  });
});
