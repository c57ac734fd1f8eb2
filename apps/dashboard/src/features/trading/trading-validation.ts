import {
  API_KEY_PATTERN,
  API_SECRET_PATTERN,
  type CreateCredentialBody,
  MAX_LABEL_LENGTH,
  type TradingExchangeId,
} from "@chartbot/contracts/trading";
import type { FieldErrors } from "@/auth/validation";

// The API's rules (@chartbot/contracts/trading), checked here first. Messages never repeat the key or secret.
export { MAX_LABEL_LENGTH };

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A name to tell keys or tokens apart: 1 to 50 characters, one line. */
export function validateLabel(label: string): string | undefined {
  const value = label.trim();
  if (value === "") return "Enter a label, such as “Main account”.";
  if (value.length > MAX_LABEL_LENGTH) return `Use at most ${MAX_LABEL_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(value)) return "Remove tabs and other invisible characters.";
  return undefined;
}

/** An exchange API key: 16 to 128 letters, digits, dashes or underscores. */
export function validateApiKey(key: string): string | undefined {
  const value = key.trim();
  if (value === "") return "Paste the API key from the exchange.";
  if (!API_KEY_PATTERN.test(value)) {
    return "An API key is 16 to 128 letters, digits, dashes or underscores. Check that it was copied whole.";
  }
  return undefined;
}

/** An exchange API secret: 16 to 256 of those and `+ / =`, different from the key. */
export function validateApiSecret(secret: string, key: string): string | undefined {
  const value = secret.trim();
  if (value === "") return "Paste the API secret the exchange showed with the key.";
  if (!API_SECRET_PATTERN.test(value)) {
    return "An API secret is 16 to 256 letters, digits or the characters - _ + / =. Check that it was copied whole.";
  }
  if (value === key.trim())
    return "The secret must differ from the API key: paste the secret, not the key again.";
  return undefined;
}

/** What the add-keys form holds: the exchange is empty until one is chosen. */
export type CredentialFormValues = Omit<CreateCredentialBody, "exchange"> & {
  exchange: TradingExchangeId | "";
};

export type CredentialField = keyof CredentialFormValues;

/** Every problem of the add-keys form, by field. */
export function validateCredentialForm(values: CredentialFormValues): FieldErrors<CredentialField> {
  const errors: FieldErrors<CredentialField> = {};
  const label = validateLabel(values.label);
  if (label) errors.label = label;
  if (values.exchange === "") errors.exchange = "Choose the exchange.";
  const key = validateApiKey(values.apiKey);
  if (key) errors.apiKey = key;
  const secret = validateApiSecret(values.apiSecret, values.apiKey);
  if (secret) errors.apiSecret = secret;
  return errors;
}
