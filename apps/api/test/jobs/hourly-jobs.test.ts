import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { openDatabase } from "../../src/db/open-database.js";
import { communities } from "../../src/db/schema.js";
import { HOURLY_JOBS } from "../../src/jobs/hourly-jobs.js";
import { openTestDatabase, testConfig } from "../support/test-app.js";

const DAY = 86_400_000;
const QUEUES = HOURLY_JOBS.map((job) => job.name);

const insertCommunities = (database: Awaited<ReturnType<typeof openTestDatabase>>) =>
  database.db
    .insert(communities)
    .values([
      { guildId: "100000000000000001", name: "Old", disconnectedAt: new Date(Date.now() - 31 * DAY) },
      { guildId: "100000000000000002", name: "Young", disconnectedAt: new Date(Date.now() - DAY) },
    ])
    .returning({ id: communities.id });

it("on PGlite the API process purges communities disconnected 30 days ago when it starts, and stops its timer on close", async () => {
  // PGlite whatever DATABASE_URL says: the in-process timer is PGlite's engine.
  const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  try {
    const [, young] = await insertCommunities(database);
    const app = await buildApp(testConfig({ DATABASE_URL: "" }), {
      database,
      logger: false,
      backgroundJobs: true,
    });
    await app.ready();
    expect(app.jobEngine).toBeUndefined();
    // Closing waits for a purge still running.
    await app.close();
    const left = await database.db.select({ id: communities.id }).from(communities);
    expect(left.map((row) => row.id)).toEqual([young?.id]);
  } finally {
    await database.close();
  }
});

interface JobRow {
  name: string;
  state: string;
  trigger: string;
  retry_count: number;
  output: unknown;
}

describe.skipIf(!process.env.DATABASE_URL)("hourly jobs on PostgreSQL (pg-boss)", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  // On node-postgres `execute` answers `{ rows }`.
  const rowsOf = async <Row>(query: Promise<unknown>) => ((await query) as { rows: Row[] }).rows;
  const jobs = () =>
    rowsOf<JobRow>(
      database.db.execute(sql`
        select name, state::text, data->>'trigger' as trigger, retry_count, output
        from pgboss.job where not starts_with(name, '__pgboss') order by name, created_on`),
    );

  it("two API instances starting together make one start-up job per queue, run by either, and schedule each queue hourly in UTC", async () => {
    const [old, young] = await insertCommunities(database);
    const config = testConfig({ DATABASE_URL: database.url ?? "" });
    const apps = await Promise.all(
      [1, 2].map(() => buildApp(config, { database, logger: false, backgroundJobs: true })),
    );
    try {
      await Promise.all(apps.map((app) => app.ready()));
      let rows: JobRow[] = [];
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
        rows = await jobs();
        if (rows.length === QUEUES.length && rows.every((row) => row.state === "completed")) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(rows.map(({ name, state, trigger }) => ({ name, state, trigger }))).toEqual(
        [...QUEUES].sort().map((name) => ({ name, state: "completed", trigger: "start" })),
      );
      expect(rows.find((row) => row.name === "purge-disconnected-communities")?.output).toEqual({
        purged: 1,
      });
      const left = await database.db.select({ id: communities.id }).from(communities);
      expect(left.map((row) => row.id)).toEqual([young?.id]);
      expect(left.map((row) => row.id)).not.toContain(old?.id);
      const schedules = await rowsOf(
        database.db.execute(sql`select name, cron, timezone from pgboss.schedule order by name`),
      );
      expect(schedules).toEqual(
        [...QUEUES].sort().map((name) => ({ name, cron: "0 * * * *", timezone: "UTC" })),
      );
    } finally {
      const started = Date.now();
      await Promise.all(apps.map((app) => app.close()));
      expect(Date.now() - started).toBeLessThan(6_000);
    }
  });
});
