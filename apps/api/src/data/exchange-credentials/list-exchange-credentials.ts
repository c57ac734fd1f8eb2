import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { exchangeCredentials } from "../../db/schema.js";
import type { ExchangeCredentialSummary } from "./exchange-credential.js";

/** An account's exchange credentials, newest first, without any key material but the mask. */
export async function listExchangeCredentials(
  db: Db,
  accountId: string,
): Promise<ExchangeCredentialSummary[]> {
  return db
    .select({
      id: exchangeCredentials.id,
      label: exchangeCredentials.label,
      exchange: exchangeCredentials.exchange,
      keyMasked: exchangeCredentials.keyMasked,
      createdAt: exchangeCredentials.createdAt,
    })
    .from(exchangeCredentials)
    .where(eq(exchangeCredentials.accountId, accountId))
    .orderBy(desc(exchangeCredentials.createdAt), desc(exchangeCredentials.id));
}
