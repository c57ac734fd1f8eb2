import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts } from "../../db/schema.js";
import type { VerifiedUser } from "../../identity/verified-user.js";

export type Account = typeof accounts.$inferSelect;

/** The account row of a signed-in user, created on their first request and kept in step with Firebase. */
export async function ensureAccount(db: Db, user: VerifiedUser): Promise<Account> {
  const [existing] = await db.select().from(accounts).where(eq(accounts.firebaseUid, user.uid));
  if (existing) {
    if (existing.email === (user.email ?? null)) return existing;
    const [updated] = await db
      .update(accounts)
      .set({ email: user.email ?? null, updatedAt: new Date() })
      .where(eq(accounts.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  await db
    .insert(accounts)
    .values({ firebaseUid: user.uid, email: user.email ?? null, displayName: user.displayName ?? null })
    .onConflictDoNothing({ target: accounts.firebaseUid });
  const [created] = await db.select().from(accounts).where(eq(accounts.firebaseUid, user.uid));
  if (!created) throw new Error("account row missing right after insert");
  return created;
}
