import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const migrations = fileURLToPath(new URL("../../drizzle/", import.meta.url));
const MIGRATION = "0011_scheduled_post_times";
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "chartbot-migrations-"));
  folders.push(folder);
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe(`migration ${MIGRATION}`, () => {
  it("keeps a post from before time zones on New York time, every day, with no start time", async () => {
    const client = await PGlite.create("memory://");
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore(MIGRATION) });
    await client.query(
      "insert into communities (id, guild_id, name) values ('00000000-0000-4000-8000-000000000001', '900000000000000042', 'Old')",
    );
    await client.query(
      `insert into scheduled_posts (community_id, command, channel_id, period_minutes, skip_weekends)
       values ('00000000-0000-4000-8000-000000000001', 'chart', '900000000000000101', 60, true)`,
    );
    await migrate(db, { migrationsFolder: migrations });
    const old = await client.query(
      "select time_zone, days, start_time, skip_holidays, skip_weekends from scheduled_posts",
    );
    expect(old.rows).toEqual([
      {
        time_zone: "America/New_York",
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        start_time: null,
        skip_holidays: false,
        skip_weekends: true,
      },
    ]);
    // A post created after it takes the new default zone.
    await client.query(
      `insert into scheduled_posts (community_id, command, channel_id, period_minutes)
       values ('00000000-0000-4000-8000-000000000001', 'price', '900000000000000101', 60)`,
    );
    const fresh = await client.query<{ time_zone: string }>(
      "select time_zone from scheduled_posts where command = 'price'",
    );
    expect(fresh.rows).toEqual([{ time_zone: "UTC" }]);
    // The database refuses what the API would: no days, a day that is none, a start time that is no time.
    for (const values of ["days = '{}'", "days = '{funday}'", "start_time = '24:00'"]) {
      await expect(client.query(`update scheduled_posts set ${values}`)).rejects.toThrow(/check constraint/);
    }
    await client.close();
  });
});

describe("migration 0012_scheduled_post_command_names", () => {
  it("renames the long command words a post stored to the catalogue's names, keeping the others", async () => {
    const client = await PGlite.create("memory://");
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore("0012_scheduled_post_command_names") });
    await client.query(
      "insert into communities (id, guild_id, name) values ('00000000-0000-4000-8000-000000000001', '900000000000000042', 'Old')",
    );
    const words = [
      "chart",
      "price",
      "details",
      "heatmap",
      "depth",
      "volume",
      "flow",
      "layout",
      "lookup",
      "convert",
    ];
    for (const word of words) {
      await client.query(
        `insert into scheduled_posts (community_id, command, arguments, channel_id, period_minutes)
         values ('00000000-0000-4000-8000-000000000001', $1, $1, '900000000000000101', 60)`,
        [word],
      );
    }
    await migrate(db, { migrationsFolder: migrations });
    const rows = await client.query<{ arguments: string; command: string }>(
      "select arguments, command from scheduled_posts order by arguments",
    );
    expect(Object.fromEntries(rows.rows.map((row) => [row.arguments, row.command]))).toEqual({
      chart: "c",
      convert: "convert",
      depth: "ob",
      details: "info",
      flow: "vol",
      heatmap: "hmap",
      layout: "layout",
      lookup: "lookup",
      price: "p",
      volume: "vol",
    });
    await client.close();
  });
});
