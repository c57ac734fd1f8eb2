import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { exchangeCredentials } from "../../db/schema.js";

/** Deletes one of the account's credentials; false when it has none with this id. */
export async function deleteExchangeCredential(
  db: Db,
  accountId: string,
  credentialId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(exchangeCredentials)
    .where(and(eq(exchangeCredentials.id, credentialId), eq(exchangeCredentials.accountId, accountId)))
    .returning({ id: exchangeCredentials.id });
  return deleted.length > 0;
}
