import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts } from "../../db/schema.js";
import type { Account } from "./ensure-account.js";

export type AccountChanges = Partial<
  Pick<Account, "displayName" | "tickerMode" | "tickerModeChosenAt" | "checklistHiddenAt">
>;

/** Applies profile changes to an account row and returns the updated row. */
export async function updateAccount(db: Db, accountId: string, changes: AccountChanges): Promise<Account> {
  const [row] = await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning();
  if (!row) throw new Error(`account ${accountId} vanished during update`);
  return row;
}
