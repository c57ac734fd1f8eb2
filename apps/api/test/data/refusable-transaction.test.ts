import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusableTransaction } from "../../src/data/refusable-transaction.js";
import type { Database } from "../../src/db/open-database.js";
import { accounts } from "../../src/db/schema.js";
import { openTestDatabase } from "../support/test-app.js";

type Outcome = { outcome: "done"; id: string } | { outcome: "refused"; reason: string };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Inserts an account row in `tx`, and answers its id. */
async function insertAccount(tx: Database["db"]): Promise<string> {
  const [row] = await tx
    .insert(accounts)
    .values({ firebaseUid: `refusal-${randomUUID()}`, email: null, displayName: null })
    .returning({ id: accounts.id });
  if (!row) throw new Error("account insert returned no row");
  return row.id;
}

const accountExists = async (id: string) =>
  (await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id))).length === 1;

describe("refusableTransaction", () => {
  it("commits the work and answers its outcome", async () => {
    const result = await refusableTransaction<Outcome>(database.db, async (tx) => ({
      outcome: "done",
      id: await insertAccount(tx),
    }));
    expect(result.outcome).toBe("done");
    expect(result.outcome === "done" && (await accountExists(result.id))).toBe(true);
  });

  it("rolls back what the work wrote before a refusal, and answers the refusal", async () => {
    let written: string | undefined;
    const result = await refusableTransaction<Outcome>(database.db, async (tx, refuse) => {
      written = await insertAccount(tx);
      return refuse({ outcome: "refused", reason: "after a write" });
    });
    expect(result).toEqual({ outcome: "refused", reason: "after a write" });
    expect(written).toBeDefined();
    expect(await accountExists(written as string)).toBe(false);
  });

  it("rolls back and rethrows any other error", async () => {
    let written: string | undefined;
    await expect(
      refusableTransaction<Outcome>(database.db, async (tx) => {
        written = await insertAccount(tx);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await accountExists(written as string)).toBe(false);
  });

  it("answers only its own refusals: another call's propagates as an error", async () => {
    let othersRefuse: ((outcome: Outcome) => never) | undefined;
    await refusableTransaction<Outcome>(database.db, async (_tx, refuse) => {
      othersRefuse = refuse;
      return { outcome: "done", id: "" };
    });
    await expect(
      refusableTransaction<Outcome>(database.db, async () =>
        (othersRefuse as (outcome: Outcome) => never)({ outcome: "refused", reason: "not mine" }),
      ),
    ).rejects.toThrow("refused");
  });
});
