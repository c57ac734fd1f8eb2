import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { communities } from "../src/db/schema.js";
import { openTestDatabase, testConfig } from "./support/test-app.js";

const DAY = 86_400_000;

it("the API process purges communities disconnected 30 days ago when it starts, and stops its timer on close", async () => {
  const database = await openTestDatabase();
  try {
    const [old, young] = await database.db
      .insert(communities)
      .values([
        { guildId: "100000000000000001", name: "Old", disconnectedAt: new Date(Date.now() - 31 * DAY) },
        { guildId: "100000000000000002", name: "Young", disconnectedAt: new Date(Date.now() - DAY) },
      ])
      .returning({ id: communities.id });
    const app = await buildApp(testConfig(), { database, logger: false, backgroundJobs: true });
    await app.ready();
    // Closing waits for a purge still running.
    await app.close();
    const left = await database.db.select({ id: communities.id }).from(communities);
    expect(left.map((row) => row.id)).toEqual([young?.id]);
    expect(
      await database.db
        .select()
        .from(communities)
        .where(eq(communities.id, old?.id ?? "")),
    ).toEqual([]);
  } finally {
    await database.close();
  }
});
