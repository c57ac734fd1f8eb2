import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/open-database.js";
import { preparedSql } from "../../src/db/prepared-statement.js";
import { openTestDatabase } from "../support/test-app.js";

/** A named statement with a placeholder, its rows as arrays. */
const plusOne = preparedSql("test_plus_one", sql`select ${sql.placeholder("n")}::int + 1 as n`, (rows) =>
  rows.map(([n]) => n as number),
);

describe("prepared statements on node-postgres", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "hand the driver a config with no properties of its own, which it copies at no cost, and read the same",
    async () => {
      const pool = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
        .$client;
      const configs: object[] = [];
      const query = pool.query;
      pool.query = function (this: unknown, ...args: unknown[]) {
        configs.push(args[0] as object);
        return query.apply(this, args);
      };
      try {
        expect(await plusOne(database.db, { n: 41 })).toEqual([42]);
      } finally {
        pool.query = query;
      }
      const [config] = configs as { name?: string; text?: string }[];
      expect(config && Object.keys(config)).toEqual([]);
      expect(config?.name).toBe("test_plus_one");
      expect(config?.text).toMatch(/\$1::int \+ 1/);
    },
  );

  it("run inside a transaction on its own client, and on PGlite", async () => {
    expect(await database.db.transaction((tx) => plusOne(tx, { n: 1 }))).toEqual([2]);
    const embedded = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    try {
      expect(await plusOne(embedded.db, { n: 9 })).toEqual([10]);
      expect(await embedded.db.transaction((tx) => plusOne(tx, { n: 2 }))).toEqual([3]);
    } finally {
      await embedded.close();
    }
  });
});
