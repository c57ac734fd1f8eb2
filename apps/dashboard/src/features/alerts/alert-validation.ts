import type { AlertPlacement, CreateAlertBody } from "@chartbot/contracts/alerts";
import { MAX_ALERT_LEVEL, MAX_ALERT_MESSAGE_LENGTH } from "@chartbot/contracts/alerts";
import { MAX_INPUT_LENGTH, type TickerMode } from "@chartbot/ticker-parser";
import { type FieldErrors, isValid } from "@/auth/validation";

// The API's rules (@chartbot/contracts/alerts), checked here first so mistakes show at once.
export { MAX_ALERT_LEVEL, MAX_ALERT_MESSAGE_LENGTH };

/** What the create form holds: text as typed. */
export interface AlertFormValues {
  ticker: string;
  mode: TickerMode;
  placement: AlertPlacement;
  level: string;
  message: string;
}

export type AlertField = "ticker" | "level" | "message";

const PLAIN_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
// Thousands separated by commas: 65,000 or 1,234,567.89 (a lone comma such as 0,5 is refused: ambiguous).
const GROUPED_NUMBER = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
// Newlines are allowed, other control characters are not (as the API).
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/** Reads a typed level: a positive finite number up to MAX_ALERT_LEVEL, with optional thousands commas. */
export function parseLevel(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim().replace(/\s+/g, "");
  if (trimmed === "") return { ok: false, error: "Enter the price level." };
  if (!PLAIN_NUMBER.test(trimmed) && !GROUPED_NUMBER.test(trimmed)) {
    return {
      ok: false,
      error: trimmed.includes(",")
        ? "Use a dot for decimals, like 0.5 (commas only between thousands, like 65,000)."
        : "Enter a number, like 65000 or 0.25.",
    };
  }
  const value = Number(trimmed.replaceAll(",", ""));
  if (!Number.isFinite(value)) return { ok: false, error: "Enter a number, like 65000 or 0.25." };
  if (value <= 0) return { ok: false, error: "Enter a level above 0." };
  if (value > MAX_ALERT_LEVEL) return { ok: false, error: "Enter a level of at most 1,000,000,000,000." };
  return { ok: true, value };
}

/** A ticker: required, at most the parser's input length. */
export function validateTicker(ticker: string): string | undefined {
  const value = ticker.trim();
  if (value === "") return "Enter a ticker, such as BTC or AAPL.";
  if (value.length > MAX_INPUT_LENGTH) return `Use at most ${MAX_INPUT_LENGTH} characters.`;
  return undefined;
}

/** The optional message: at most MAX_ALERT_MESSAGE_LENGTH characters, no control characters. */
export function validateAlertMessage(message: string): string | undefined {
  const value = message.trim();
  if (value.length > MAX_ALERT_MESSAGE_LENGTH) return `Use at most ${MAX_ALERT_MESSAGE_LENGTH} characters.`;
  if (CONTROL_CHARACTERS.test(value)) return "Remove tabs and other invisible characters.";
  return undefined;
}

/** Every problem of the form, by field; empty when it can be sent. */
export function validateAlertForm(values: AlertFormValues): FieldErrors<AlertField> {
  const level = parseLevel(values.level);
  const errors: FieldErrors<AlertField> = {};
  const ticker = validateTicker(values.ticker);
  if (ticker) errors.ticker = ticker;
  if (!level.ok) errors.level = level.error;
  const message = validateAlertMessage(values.message);
  if (message) errors.message = message;
  return errors;
}

/** The request body of valid form values; undefined when the form is not valid. */
export function toCreateAlertBody(values: AlertFormValues): CreateAlertBody | undefined {
  if (!isValid(validateAlertForm(values))) return undefined;
  const level = parseLevel(values.level);
  if (!level.ok) return undefined;
  const message = values.message.trim();
  return {
    ticker: values.ticker.trim(),
    placement: values.placement,
    level: level.value,
    mode: values.mode,
    ...(message !== "" && { message }),
  };
}
