import { type Credential, tradingExchangeName } from "@chartbot/contracts/trading";
import { exchangeCredentials } from "../../db/schema.js";

/** A stored exchange credential row (key and secret still sealed). */
export type ExchangeCredentialRow = typeof exchangeCredentials.$inferSelect;

/** The columns that may be shown about a credential (never the key or the secret), to select or return. */
export const exchangeCredentialSummaryColumns = {
  id: exchangeCredentials.id,
  label: exchangeCredentials.label,
  exchange: exchangeCredentials.exchange,
  keyMasked: exchangeCredentials.keyMasked,
  createdAt: exchangeCredentials.createdAt,
};

/** What may be shown about a credential: never the key or the secret. */
export type ExchangeCredentialSummary = Pick<
  ExchangeCredentialRow,
  keyof typeof exchangeCredentialSummaryColumns
>;

/**
 * The authenticated context a credential's key or secret is sealed under: a sealed value copied to
 * another account, or from the key column to the secret column, does not open.
 */
export function credentialSealContext(accountId: string, field: "key" | "secret"): string {
  return `exchange-credential:${accountId}:${field}`;
}

/** `abcd••••wxyz`: the first and last four characters of an API key. */
export function maskApiKey(apiKey: string): string {
  return `${apiKey.slice(0, 4)}••••${apiKey.slice(-4)}`;
}

/** A credential as the dashboard shows it: masked, with its exchange's name. */
export function presentCredential(credential: ExchangeCredentialSummary): Credential {
  return {
    id: credential.id,
    label: credential.label,
    exchange: credential.exchange,
    exchangeName: tradingExchangeName(credential.exchange),
    maskedKey: credential.keyMasked,
    createdAt: credential.createdAt.toISOString(),
  };
}
