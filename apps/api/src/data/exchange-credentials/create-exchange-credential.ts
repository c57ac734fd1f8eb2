import { LIMITS } from "@chartbot/addons";
import { count, eq } from "drizzle-orm";
import { type Keyring, sealSecret } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { accounts, exchangeCredentials } from "../../db/schema.js";
import {
  credentialSealContext,
  type ExchangeCredentialSummary,
  exchangeCredentialSummaryColumns,
  maskApiKey,
} from "./exchange-credential.js";

/** A credential as the user enters it, before encryption. */
export interface NewExchangeCredential {
  accountId: string;
  label: string;
  exchange: string;
  apiKey: string;
  apiSecret: string;
}

export type CreateExchangeCredentialResult =
  | { outcome: "created"; credential: ExchangeCredentialSummary }
  | { outcome: "limit_reached"; limit: number };

/**
 * Saves a credential with its key and secret sealed (AES-256-GCM, under the keyring's current key), unless the account already holds
 * the most allowed; the account row is locked so concurrent saves cannot pass the limit.
 */
export async function createExchangeCredential(
  db: Db,
  keyring: Keyring,
  input: NewExchangeCredential,
): Promise<CreateExchangeCredentialResult> {
  const row = {
    accountId: input.accountId,
    label: input.label,
    exchange: input.exchange,
    keyMasked: maskApiKey(input.apiKey),
    keyCiphertext: sealSecret(keyring, input.apiKey, credentialSealContext(input.accountId, "key")),
    secretCiphertext: sealSecret(keyring, input.apiSecret, credentialSealContext(input.accountId, "secret")),
  };
  return db.transaction(async (tx): Promise<CreateExchangeCredentialResult> => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).for("update");
    const limit = LIMITS.exchangeCredentialsPerAccount;
    const [held] = await tx
      .select({ n: count() })
      .from(exchangeCredentials)
      .where(eq(exchangeCredentials.accountId, input.accountId));
    if ((held?.n ?? 0) >= limit) return { outcome: "limit_reached", limit };
    const [credential] = await tx
      .insert(exchangeCredentials)
      .values(row)
      .returning(exchangeCredentialSummaryColumns);
    if (!credential) throw new Error("insert into exchange_credentials returned no row");
    return { outcome: "created", credential };
  });
}
