import type {
  Alert,
  AlertDeliveryKind,
  AlertPlacement,
  AlertWindow,
  CreateAlertBody,
  UpdateAlertBody,
} from "@chartbot/contracts/alerts";
import {
  type AlertBodyIssue,
  alertBodyIssues,
  alertTemplateValues,
  conditionUses,
  MAX_ALERT_COOLDOWN_MINUTES,
  MAX_ALERT_LEVEL,
  MAX_ALERT_MESSAGE_LENGTH,
  MAX_ALERT_PERCENT,
  MAX_ALERT_PERIOD_HOURS,
  MIN_ALERT_COOLDOWN_MINUTES,
  MIN_ALERT_PERIOD_HOURS,
} from "@chartbot/contracts/alerts";
import { type TemplateValues, templateSentence } from "@chartbot/contracts/message-templates";
import { MAX_INPUT_LENGTH, type TickerMode } from "@chartbot/ticker-parser";
import { type FieldErrors, isValid } from "@/auth/validation";
import { onSchedule } from "./alert-condition";

// The API's rules are the contract's (`alertBodyIssues`): the form reads its text into a body, asks the contract
// what is wrong with it, and words each problem for its field, so mistakes show at once in the form's words.
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
  /** The period of a condition on a schedule (`every`), in hours as typed. */
  periodHours: string;
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
  | "periodHours"
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
  periodHours: "4",
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
    // A condition on a schedule always repeats: its cooldown is its period, shown in hours.
    repeat: !onSchedule(alert.placement) && alert.cooldownMinutes !== null,
    cooldownMinutes: onSchedule(alert.placement) ? "60" : String(alert.cooldownMinutes ?? 60),
    periodHours: onSchedule(alert.placement) ? String((alert.cooldownMinutes ?? 240) / 60) : "4",
    delivery: alert.delivery,
    communityId: alert.communityId ?? "",
    channelId: alert.channelId ?? "",
    roleId: alert.roleId ?? "",
    mentionEveryone: false,
    webhookUrl: alert.webhookUrl ?? "",
  };
}

/** What the form reads from a field's text: a value, nothing typed (null), or why the text cannot be read. */
type Reading<T> = { ok: true; value: T | null } | { ok: false; error: string };

const PLAIN_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
// Thousands separated by commas: 65,000 or 1,234,567.89 (a lone comma such as 0,5 is refused: ambiguous).
const GROUPED_NUMBER = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * A typed number, with an optional minus sign (whether it may be negative is the contract's rule) and, for
 * levels, thousands commas: "65,000", "-0.5", ".25". Spaces are ignored.
 */
function readNumber(text: string, example: string, grouped: boolean): Reading<number> {
  const trimmed = text.trim().replace(/\s+/g, "");
  if (trimmed === "") return { ok: true, value: null };
  const digits = trimmed.startsWith("-") ? trimmed.slice(1) : trimmed;
  if (!PLAIN_NUMBER.test(digits) && !(grouped && GROUPED_NUMBER.test(digits))) {
    return {
      ok: false,
      error:
        grouped && digits.includes(",")
          ? "Use a dot for decimals, like 0.5 (commas only between thousands, like 65,000)."
          : `Enter a number, like ${example}.`,
    };
  }
  return { ok: true, value: Number(trimmed.replaceAll(",", "")) };
}

/** The expiry: empty (never) or a local date and time, as ISO. */
function readExpiry(text: string): Reading<string> {
  if (text.trim() === "") return { ok: true, value: null };
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return { ok: false, error: "Enter a date and time." };
  return { ok: true, value: date.toISOString() };
}

/** A repeating alert's cooldown: a number of minutes (whole and within bounds: the contract's rule). */
function readCooldown(text: string): Reading<number> {
  const value = Number(text.trim());
  if (text.trim() === "" || Number.isNaN(value)) return { ok: false, error: "Enter whole minutes, like 60." };
  return { ok: true, value };
}

/** A period in whole hours: read as a number; whole and within bounds is the contract's rule (in minutes). */
function readPeriod(text: string): Reading<number> {
  const value = Number(text.trim());
  if (text.trim() === "" || Number.isNaN(value)) return { ok: false, error: PERIOD_HOURS };
  return { ok: true, value: value * 60 };
}

const PERIOD_HOURS = `Enter whole hours from ${MIN_ALERT_PERIOD_HOURS} to ${MAX_ALERT_PERIOD_HOURS} (a week).`;
const LEVEL_ABOVE_ZERO = "The level must be above zero.";
// A move is up or down already: the percent itself must be above zero.
const PERCENT_ABOVE_ZERO = "The move must be above zero: it counts up or down.";
const WHOLE_MINUTES = "Enter whole minutes, like 60.";

/** The form's sentence for each problem the contract finds in a field's value (its `code`, or `rule`). */
const SENTENCES: { readonly [F in AlertField]: (issue: AlertBodyIssue, values: AlertFormValues) => string } =
  {
    ticker: ({ code }) =>
      code === "too_big"
        ? `Use at most ${MAX_INPUT_LENGTH} characters.`
        : "Enter a ticker, such as BTC or AAPL.",
    level: ({ code }) =>
      code === "rule"
        ? "Enter the price level."
        : code === "too_big"
          ? "Enter a level of at most 1,000,000,000,000."
          : LEVEL_ABOVE_ZERO,
    percent: ({ code }) =>
      code === "rule"
        ? "Enter the move in percent, like 5."
        : code === "too_big"
          ? `Enter at most ${MAX_ALERT_PERCENT} %.`
          : PERCENT_ABOVE_ZERO,
    message: ({ code, message }) =>
      code === "too_big"
        ? `Use at most ${MAX_ALERT_MESSAGE_LENGTH} characters.`
        : code === "custom"
          ? templateSentence(message)
          : "Remove tabs and other invisible characters.",
    expiresAt: () => "Choose a time in the future, or leave it empty: never expires.",
    cooldownMinutes: ({ code }) =>
      code === "too_small" || code === "too_big"
        ? `Enter ${MIN_ALERT_COOLDOWN_MINUTES} to ${MAX_ALERT_COOLDOWN_MINUTES} minutes (7 days).`
        : WHOLE_MINUTES,
    periodHours: () => PERIOD_HOURS,
    communityId: () => "Choose the community.",
    channelId: () => "Choose the channel.",
    webhookUrl: (_issue, values) =>
      URL.canParse(values.webhookUrl.trim())
        ? "Use an https:// URL."
        : "Enter the webhook's full URL, starting with https://.",
  };

const isFormField = (path: string): path is AlertField => Object.hasOwn(SENTENCES, path);

/**
 * The create body the form's values stand for, and what could not be read from the text. The condition's
 * fields are those the contract's table of conditions lists for the chosen kind (the window is always chosen).
 */
function readForm(values: AlertFormValues): { body: CreateAlertBody; unread: FieldErrors<AlertField> } {
  const unread: FieldErrors<AlertField> = {};
  const read = <T>(field: AlertField, reading: Reading<T>): T | null => {
    if (reading.ok) return reading.value;
    unread[field] = reading.error;
    return null;
  };
  const uses = (field: "level" | "percent") => conditionUses(values.placement, field);
  const channel = values.delivery === "channel";
  const rule = {
    placement: values.placement,
    level: uses("level") ? read("level", readNumber(values.level, "65000 or 0.25", true)) : null,
    percent: uses("percent")
      ? read("percent", readNumber(values.percent.replace(/%\s*$/, ""), "5 or 2.5", false))
      : null,
    window: conditionUses(values.placement, "window") ? values.window : null,
    message: values.message.trim() || null,
    expiresAt: read("expiresAt", readExpiry(values.expiresAt)),
    cooldownMinutes: onSchedule(values.placement)
      ? read("periodHours", readPeriod(values.periodHours))
      : values.repeat
        ? read("cooldownMinutes", readCooldown(values.cooldownMinutes))
        : null,
    communityId: channel ? values.communityId || null : null,
    channelId: channel ? values.channelId || null : null,
    // With @everyone chosen the form puts the server's id (the @everyone role's) in roleId.
    roleId: channel && values.roleId ? values.roleId : null,
    ...(channel && values.mentionEveryone && { mentionEveryone: true }),
    webhookUrl: values.delivery === "webhook" ? values.webhookUrl.trim() : null,
  };
  return { body: { ticker: values.ticker, mode: values.mode, ...rule }, unread };
}

/**
 * What the message template gets from the form as it is now, for the preview: the ticker as typed, the market's
 * name (once resolved) and the condition in words.
 */
export function alertFormTemplateValues(values: AlertFormValues, name: string | undefined): TemplateValues {
  const { body } = readForm(values);
  return alertTemplateValues({
    ticker: values.ticker.trim(),
    name: name ?? "",
    placement: values.placement,
    level: body.level ?? null,
    percent: body.percent ?? null,
    window: body.window ?? null,
    cooldownMinutes: body.cooldownMinutes ?? null,
  });
}

/** Every problem of the form, by field; empty when it can be sent. */
export function validateAlertForm(values: AlertFormValues, now = new Date()): FieldErrors<AlertField> {
  const { body, unread } = readForm(values);
  const errors: FieldErrors<AlertField> = { ...unread };
  // The delivery is the form's choice: a channel alert without its community is no channel alert to the API.
  if (values.delivery === "channel" && !values.communityId) errors.communityId = "Choose the community.";
  for (const issue of alertBodyIssues(body, { now })) {
    // The cooldown of a condition on a schedule is the period the form asks for in hours.
    const path =
      issue.path === "cooldownMinutes" && onSchedule(values.placement) ? "periodHours" : issue.path;
    // The first problem of a field is its sentence; what could not be read is said first.
    if (isFormField(path) && errors[path] === undefined) {
      errors[path] = SENTENCES[path](issue, values);
    }
  }
  return errors;
}

/** The rule and delivery fields of valid form values, as create and edit send them (undefined: not valid). */
function validRule(values: AlertFormValues) {
  if (!isValid(validateAlertForm(values))) return undefined;
  const { ticker: _ticker, mode: _mode, ...rule } = readForm(values).body;
  return rule;
}

/** The request body of valid form values; undefined when the form is not valid. */
export function toCreateAlertBody(values: AlertFormValues): CreateAlertBody | undefined {
  const rule = validRule(values);
  if (!rule) return undefined;
  // A new alert leaves out what it does not use (null would mean the same).
  const used = Object.fromEntries(Object.entries(rule).filter(([, value]) => value !== null));
  return { ticker: values.ticker.trim(), mode: values.mode, ...used } as CreateAlertBody;
}

/** The edit of an alert from valid form values (every editable field; the ticker is kept). */
export function toUpdateAlertBody(values: AlertFormValues): UpdateAlertBody | undefined {
  return validRule(values);
}
