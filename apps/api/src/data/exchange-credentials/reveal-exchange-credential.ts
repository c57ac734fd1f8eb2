import { and, eq } from "drizzle-orm";
import { type Keyring, openSecret } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { exchangeCredentials } from "../../db/schema.js";
import { credentialSealContext } from "./exchange-credential.js";

/** A credential with its key and secret decrypted, for placing orders on the user's behalf. */
export interface RevealedExchangeCredential {
  id: string;
  label: string;
  exchange: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * Decrypts one of the account's credentials; undefined when it has none with this id. Throws
 * `SecretBoxError` when the stored values do not authenticate or name a key the keyring lacks. Never send the result to a browser.
 */
export async function revealExchangeCredential(
  db: Db,
  keyring: Keyring,
  accountId: string,
  credentialId: string,
): Promise<RevealedExchangeCredential | undefined> {
  const [row] = await db
    .select()
    .from(exchangeCredentials)
    .where(and(eq(exchangeCredentials.id, credentialId), eq(exchangeCredentials.accountId, accountId)));
  if (!row) return undefined;
  return {
    id: row.id,
    label: row.label,
    exchange: row.exchange,
    apiKey: openSecret(keyring, row.keyCiphertext, credentialSealContext(accountId, "key")),
    apiSecret: openSecret(keyring, row.secretCiphertext, credentialSealContext(accountId, "secret")),
  };
}
