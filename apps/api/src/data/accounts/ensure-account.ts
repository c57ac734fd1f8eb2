import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts } from "../../db/schema.js";

export type Account = typeof accounts.$inferSelect;

/**
 * The signed-in user as their account row keeps them: identity's `VerifiedUser` (from their verified Firebase
 * token) has this shape. `emailVerified` and `photoURL` are not kept: Firebase stays their source.
 */
export interface AccountHolder {
  readonly uid: string;
  readonly email: string | undefined;
  readonly displayName: string | undefined;
  readonly emailVerified?: boolean;
  readonly photoURL?: string | undefined;
}

/** The account row of a signed-in user, created on their first request and kept in step with Firebase. */
export async function ensureAccount(db: Db, user: AccountHolder): Promise<Account> {
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
