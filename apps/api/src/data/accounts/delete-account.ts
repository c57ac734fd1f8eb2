import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, communities, communityAdmins } from "../../db/schema.js";

/**
 * Deletes an account and everything that belongs to it (alerts, keys, tokens, subscriptions cascade).
 * Communities stay, since the bot still serves them, but lose this administrator.
 */
export async function deleteAccount(db: Db, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(communityAdmins).where(eq(communityAdmins.accountId, accountId));
    await tx
      .update(communities)
      .set({ ownerAccountId: null })
      .where(eq(communities.ownerAccountId, accountId));
    await tx.delete(accounts).where(eq(accounts.id, accountId));
  });
}
