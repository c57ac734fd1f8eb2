import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { exchangeCredentials } from "../../db/schema.js";
import { type ExchangeCredentialSummary, exchangeCredentialSummaryColumns } from "./exchange-credential.js";

/** An account's exchange credentials, newest first, without any key material but the mask. */
export async function listExchangeCredentials(
  db: Db,
  accountId: string,
): Promise<ExchangeCredentialSummary[]> {
  return db
    .select(exchangeCredentialSummaryColumns)
    .from(exchangeCredentials)
    .where(eq(exchangeCredentials.accountId, accountId))
    .orderBy(desc(exchangeCredentials.createdAt), desc(exchangeCredentials.id));
}
