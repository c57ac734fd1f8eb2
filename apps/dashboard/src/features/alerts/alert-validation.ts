import type {
  Alert,
  AlertConditionField,
  AlertDeliveryKind,
  AlertPlacement,
  AlertWindow,
  CreateAlertBody,
  UpdateAlertBody,
} from "@chartbot/contracts/alerts";
import {
  conditionUses,
  MAX_ALERT_COOLDOWN_MINUTES,
  MAX_ALERT_LEVEL,
  MAX_ALERT_MESSAGE_LENGTH,
  MAX_ALERT_PERCENT,
  MIN_ALERT_COOLDOWN_MINUTES,
} from "@chartbot/contracts/alerts";
import { MAX_INPUT_LENGTH, type TickerMode } from "@chartbot/ticker-parser";
import { type FieldErrors, isValid } from "@/auth/validation";

// The API's rules (@chartbot/contracts/alerts), checked here first so mistakes show at once.
export { MAX_ALERT_LEVEL, MAX_ALERT_MESSAGE_LENGTH };

/** What the create and edit form holds: text as typed. */
export interface AlertFormValues {
  ticker: string;
  mode: TickerMode;
  placement: AlertPlacement;
  level: string;
  percent: string;
  window: AlertWindow;
  message: string;
  /** `datetime-local` text in the browser's time zone; empty: never expires. */
  expiresAt: string;
  repeat: boolean;
  cooldownMinutes: string;
  delivery: AlertDeliveryKind;
  communityId: string;
  channelId: string;
  roleId: string;
  mentionEveryone: boolean;
  webhookUrl: string;
}

export type AlertField =
  | "ticker"
  | "level"
  | "percent"
  | "message"
  | "expiresAt"
  | "cooldownMinutes"
  | "communityId"
  | "channelId"
  | "webhookUrl";

/** The form's values for a new alert. */
export const EMPTY_ALERT_FORM: Omit<AlertFormValues, "mode"> = {
  ticker: "",
  placement: "above",
  level: "",
  percent: "",
  window: "1h",
  message: "",
  expiresAt: "",
  repeat: false,
  cooldownMinutes: "60",
  delivery: "direct-message",
  communityId: "",
  channelId: "",
  roleId: "",
  mentionEveryone: false,
  webhookUrl: "",
};

/** `datetime-local` text (local time, minutes) of an ISO time. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form filled in with a stored alert, to edit it. */
export function alertToFormValues(alert: Alert): Omit<AlertFormValues, "mode"> {
  return {
    ticker: alert.ticker,
    placement: alert.placement,
    level: alert.level === null ? "" : String(alert.level),
    percent: alert.percent === null ? "" : String(alert.percent),
    window: alert.window ?? "1h",
    message: alert.message ?? "",
    expiresAt: alert.expiresAt ? toLocalInput(alert.expiresAt) : "",
    repeat: alert.cooldownMinutes !== null,
    cooldownMinutes: String(alert.cooldownMinutes ?? 60),
    delivery: alert.delivery,
    communityId: alert.communityId ?? "",
    channelId: alert.channelId ?? "",
    roleId: alert.roleId ?? "",
    mentionEveryone: false,
    webhookUrl: alert.webhookUrl ?? "",
  };
}

/** A level of 0 or below: says what is wrong with it, not that it is no number. */
const LEVEL_ABOVE_ZERO = "The level must be above zero.";
/** A move is up or down already: the percent itself must be above zero. */
const NEGATIVE_PERCENT = "The move must be above zero: it counts up or down.";

/** "-5", "-0.5", "-65,000": a number with a minus sign, which the number patterns do not read. */
function isNegativeNumber(text: string): boolean {
  if (!text.startsWith("-")) return false;
  const rest = text.slice(1);
  return PLAIN_NUMBER.test(rest) || GROUPED_NUMBER.test(rest);
}

/** A percent move: above 0, at most MAX_ALERT_PERCENT. */
export function parsePercent(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim().replace(/%$/, "").trim();
  if (trimmed === "") return { ok: false, error: "Enter the move in percent, like 5." };
  if (isNegativeNumber(trimmed)) return { ok: false, error: NEGATIVE_PERCENT };
  if (!PLAIN_NUMBER.test(trimmed)) return { ok: false, error: "Enter a number, like 5 or 2.5." };
  const value = Number(trimmed);
  if (!(value > 0)) return { ok: false, error: NEGATIVE_PERCENT };
  if (value > MAX_ALERT_PERCENT) return { ok: false, error: `Enter at most ${MAX_ALERT_PERCENT} %.` };
  return { ok: true, value };
}

/** The expiry: empty (never) or a local date and time in the future. */
export function parseExpiry(
  text: string,
  now = new Date(),
): { ok: true; value: string | null } | { ok: false; error: string } {
  if (text.trim() === "") return { ok: true, value: null };
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return { ok: false, error: "Enter a date and time." };
  if (date.getTime() <= now.getTime()) {
    return { ok: false, error: "Choose a time in the future, or leave it empty: never expires." };
  }
  return { ok: true, value: date.toISOString() };
}

/** A repeating alert's cooldown in whole minutes, within the API's bounds. */
export function parseCooldown(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isInteger(value))
    return { ok: false, error: "Enter whole minutes, like 60." };
  if (value < MIN_ALERT_COOLDOWN_MINUTES || value > MAX_ALERT_COOLDOWN_MINUTES) {
    return {
      ok: false,
      error: `Enter ${MIN_ALERT_COOLDOWN_MINUTES} to ${MAX_ALERT_COOLDOWN_MINUTES} minutes (7 days).`,
    };
  }
  return { ok: true, value };
}

/** A webhook URL as the form checks it (the API also checks where it points). */
export function validateWebhookUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return "Enter the webhook's full URL, starting with https://.";
  }
  if (url.protocol !== "https:") return "Use an https:// URL.";
  return undefined;
}

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
  if (isNegativeNumber(trimmed)) return { ok: false, error: LEVEL_ABOVE_ZERO };
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
  if (value <= 0) return { ok: false, error: LEVEL_ABOVE_ZERO };
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
export function validateAlertForm(values: AlertFormValues, now = new Date()): FieldErrors<AlertField> {
  const errors: FieldErrors<AlertField> = {};
  const ticker = validateTicker(values.ticker);
  if (ticker) errors.ticker = ticker;
  // The condition's fields, as the contract's table of conditions lists them (the window is always chosen).
  if (conditionUses(values.placement, "percent")) {
    const percent = parsePercent(values.percent);
    if (!percent.ok) errors.percent = percent.error;
  }
  if (conditionUses(values.placement, "level")) {
    const level = parseLevel(values.level);
    if (!level.ok) errors.level = level.error;
  }
  const message = validateAlertMessage(values.message);
  if (message) errors.message = message;
  const expiry = parseExpiry(values.expiresAt, now);
  if (!expiry.ok) errors.expiresAt = expiry.error;
  if (values.repeat) {
    const cooldown = parseCooldown(values.cooldownMinutes);
    if (!cooldown.ok) errors.cooldownMinutes = cooldown.error;
  }
  if (values.delivery === "channel") {
    if (!values.communityId) errors.communityId = "Choose the community.";
    else if (!values.channelId) errors.channelId = "Choose the channel.";
  }
  if (values.delivery === "webhook") {
    const webhook = validateWebhookUrl(values.webhookUrl);
    if (webhook) errors.webhookUrl = webhook;
  }
  return errors;
}

/** The rule and delivery fields of valid form values, as create and edit send them. */
function ruleOf(values: AlertFormValues) {
  const uses = (field: AlertConditionField) => conditionUses(values.placement, field);
  const level = parseLevel(values.level);
  const percent = parsePercent(values.percent);
  const expiry = parseExpiry(values.expiresAt);
  const cooldown = parseCooldown(values.cooldownMinutes);
  const channel = values.delivery === "channel";
  return {
    placement: values.placement,
    level: uses("level") && level.ok ? level.value : null,
    percent: uses("percent") && percent.ok ? percent.value : null,
    window: uses("window") ? values.window : null,
    message: values.message.trim() || null,
    expiresAt: expiry.ok ? expiry.value : null,
    cooldownMinutes: values.repeat && cooldown.ok ? cooldown.value : null,
    communityId: channel ? values.communityId : null,
    channelId: channel ? values.channelId : null,
    // With @everyone chosen the form puts the server's id (the @everyone role's) in roleId.
    roleId: channel && values.roleId ? values.roleId : null,
    ...(channel && values.mentionEveryone && { mentionEveryone: true }),
    webhookUrl: values.delivery === "webhook" ? values.webhookUrl.trim() : null,
  };
}

/** The request body of valid form values; undefined when the form is not valid. */
export function toCreateAlertBody(values: AlertFormValues): CreateAlertBody | undefined {
  if (!isValid(validateAlertForm(values))) return undefined;
  // A new alert leaves out what it does not use (null would mean the same).
  const rule = Object.fromEntries(Object.entries(ruleOf(values)).filter(([, value]) => value !== null));
  return { ticker: values.ticker.trim(), mode: values.mode, ...rule } as CreateAlertBody;
}

/** The edit of an alert from valid form values (every editable field; the ticker is kept). */
export function toUpdateAlertBody(values: AlertFormValues): UpdateAlertBody | undefined {
  if (!isValid(validateAlertForm(values))) return undefined;
  return ruleOf(values);
}
