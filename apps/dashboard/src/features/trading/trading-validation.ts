import {
  type CreateCredentialBody,
  keyFormatProblem,
  MAX_LABEL_LENGTH,
  TRADING_EXCHANGE_RULES,
  type TradingExchangeId,
} from "@chartbot/contracts/trading";
import type { FieldErrors } from "@/auth/validation";

// The API's rules (@chartbot/contracts/trading), checked here first. Messages never repeat the key or secret.
export { MAX_LABEL_LENGTH };

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** What a label names, for its messages: the exchange keys' or an API token's. */
export type LabelOf = "keys" | "token";

const LABEL_MISSING: Record<LabelOf, string> = {
  keys: "Enter a label for these keys, such as “Main account”.",
  token: "Enter a label for the token, such as “Webhook relay”.",
};

/** A name to tell keys or tokens apart: 1 to 50 characters, one line; the message names what it labels. */
export function validateLabel(label: string, of: LabelOf): string | undefined {
  const value = label.trim();
  if (value === "") return LABEL_MISSING[of];
  if (value.length > MAX_LABEL_LENGTH) return `Use at most ${MAX_LABEL_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(value)) return "Remove tabs and other invisible characters.";
  return undefined;
}

/** How the exchange's API key looks, e.g. "A Binance API key is 64 letters and digits." */
export function keyFormatHint(
  exchange: TradingExchangeId | "",
  field: "apiKey" | "apiSecret",
): string | undefined {
  if (exchange === "") return undefined;
  const rules = TRADING_EXCHANGE_RULES[exchange];
  return `${rules.name} ${field === "apiKey" ? "API keys" : "API secrets"} are ${rules[field].description}.`;
}

/**
 * A pasted key or secret against the chosen exchange's format (none chosen: only that it is there). The field's
 * hint states the format (`keyFormatHint`), so the message does not repeat it.
 */
function formatProblem(value: string, exchange: TradingExchangeId | "", field: "apiKey" | "apiSecret") {
  if (exchange === "" || keyFormatProblem(exchange, field, value) === undefined) return undefined;
  const what = field === "apiKey" ? "key" : "secret";
  if (/\s/.test(value)) return `Remove the spaces or line breaks inside the ${what}.`;
  return `This does not look like a ${TRADING_EXCHANGE_RULES[exchange].name} API ${what}: check that it was copied whole.`;
}

/** An exchange API key, in the chosen exchange's format (@chartbot/contracts/trading). */
export function validateApiKey(key: string, exchange: TradingExchangeId | ""): string | undefined {
  const value = key.trim();
  if (value === "") return "Paste the API key from the exchange.";
  return formatProblem(value, exchange, "apiKey");
}

/** An exchange API secret, in the chosen exchange's format and different from the key. */
export function validateApiSecret(
  secret: string,
  key: string,
  exchange: TradingExchangeId | "",
): string | undefined {
  const value = secret.trim();
  if (value === "") return "Paste the API secret the exchange showed with the key.";
  if (value === key.trim())
    return "The secret must differ from the API key: paste the secret, not the key again.";
  return formatProblem(value, exchange, "apiSecret");
}

/** What the add-keys form holds: the exchange is empty until one is chosen. */
export type CredentialFormValues = Omit<CreateCredentialBody, "exchange"> & {
  exchange: TradingExchangeId | "";
};

export type CredentialField = keyof CredentialFormValues;

/** Every problem of the add-keys form, by field. */
export function validateCredentialForm(values: CredentialFormValues): FieldErrors<CredentialField> {
  const errors: FieldErrors<CredentialField> = {};
  const label = validateLabel(values.label, "keys");
  if (label) errors.label = label;
  if (values.exchange === "") errors.exchange = "Choose the exchange.";
  const key = validateApiKey(values.apiKey, values.exchange);
  if (key) errors.apiKey = key;
  const secret = validateApiSecret(values.apiSecret, values.apiKey, values.exchange);
  if (secret) errors.apiSecret = secret;
  return errors;
}
