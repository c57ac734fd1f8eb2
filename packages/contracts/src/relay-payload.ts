import { CHART_TIMEFRAMES, type ChartTimeframe } from "@chartbot/addons";
import { RELAY_CONTENT_MAX } from "./relays.ts";

// What a relay URL's body says, read the one way the API (the URL, the dry runs) and the marketing claims read it.

/** Longest role name a payload may name (Discord's limit). */
const ROLE_NAME_MAX = 100;
/** Longest ticker a payload may send. */
const TICKER_MAX = 64;

/**
 * TradingView's `{{interval}}` values (minutes as a number, or `D`, `W`, `M` with an optional count) and the
 * timeframes people type (`15m`, `4h`, `1d`): each to a chart timeframe. `m` is minutes and `M` months.
 */
const TIMEFRAME_ALIASES: Readonly<Record<string, ChartTimeframe>> = {
  "1": "1m",
  "3": "3m",
  "5": "5m",
  "15": "15m",
  "30": "30m",
  "60": "1H",
  "120": "2H",
  "240": "4H",
  "720": "12H",
  D: "1D",
  "1D": "1D",
  W: "1W",
  "1W": "1W",
  M: "1M",
  "1M": "1M",
};

/** The chart timeframe a payload's `chart` names; undefined for none of them. */
export function relayChartTimeframe(value: string): ChartTimeframe | undefined {
  const text = value.trim();
  const exact = (CHART_TIMEFRAMES as readonly string[]).find((frame) => frame === text);
  if (exact) return exact as ChartTimeframe;
  const alias = TIMEFRAME_ALIASES[text];
  if (alias) return alias;
  // Hours, days and weeks in either case (`4h`, `1d`); minutes only lower case (`1M` is a month).
  const upper = text.replace(/[hdw]$/, (unit) => unit.toUpperCase());
  return (CHART_TIMEFRAMES as readonly string[]).includes(upper) ? (upper as ChartTimeframe) : undefined;
}

/** A payload's fields once read, before the ticker is resolved. */
export interface RelayPayload {
  content: string;
  ticker: string | null;
  chart: ChartTimeframe | null;
  role: string | null;
}

/** A payload that cannot be relayed: the field at fault and why, for a 400 naming it. */
export interface RelayPayloadIssue {
  field: "body" | "content" | "ticker" | "chart" | "role";
  message: string;
}

const FIELDS = ["content", "ticker", "chart", "role"];

/** An optional text field of a JSON payload: absent, null and blank read as not sent. */
function optionalText(
  payload: Record<string, unknown>,
  field: RelayPayloadIssue["field"],
): string | null | RelayPayloadIssue {
  const value = payload[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return { field, message: `${field}: must be a string` };
  return value.trim() === "" ? null : value.trim();
}

const isIssue = (value: unknown): value is RelayPayloadIssue =>
  typeof value === "object" && value !== null && "message" in value;

/**
 * Reads what was posted to a relay URL: plain text is the content as it is; a JSON object needs `content` (1 to
 * `RELAY_CONTENT_MAX` characters) and may have `ticker`, `chart` (a timeframe) and `role`. Other fields are
 * refused, so a typo is not silently dropped. The ticker is resolved later, in the channel's mode.
 */
export function readRelayPayload(body: unknown): RelayPayload | RelayPayloadIssue {
  if (typeof body === "string") {
    const content = body.trim();
    if (content === "") return { field: "body", message: "body: the text to post is empty" };
    if (content.length > RELAY_CONTENT_MAX) {
      return { field: "content", message: `content: must be at most ${RELAY_CONTENT_MAX} characters` };
    }
    return { content, ticker: null, chart: null, role: null };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { field: "body", message: "body: must be a JSON object with `content`, or plain text" };
  }
  const payload = body as Record<string, unknown>;
  const unknown = Object.keys(payload).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) {
    return { field: "body", message: `body: unknown field "${unknown}" (use ${FIELDS.join(", ")})` };
  }
  const content = optionalText(payload, "content");
  if (isIssue(content)) return content;
  if (content === null) return { field: "content", message: "content: is required (the text to post)" };
  if (content.length > RELAY_CONTENT_MAX) {
    return { field: "content", message: `content: must be at most ${RELAY_CONTENT_MAX} characters` };
  }
  const ticker = optionalText(payload, "ticker");
  if (isIssue(ticker)) return ticker;
  if (ticker !== null && ticker.length > TICKER_MAX) {
    return { field: "ticker", message: `ticker: must be at most ${TICKER_MAX} characters` };
  }
  const chartText = optionalText(payload, "chart");
  if (isIssue(chartText)) return chartText;
  const chart = chartText === null ? null : relayChartTimeframe(chartText);
  if (chart === undefined) {
    return {
      field: "chart",
      message: `chart: "${chartText}" is not a timeframe; use one of ${CHART_TIMEFRAMES.join(", ")} (or TradingView's {{interval}}: 1, 15, 60, 240, D, W, M)`,
    };
  }
  if (chart !== null && ticker === null) {
    return { field: "ticker", message: "ticker: is required with chart (the market to chart)" };
  }
  const roleText = optionalText(payload, "role");
  if (isIssue(roleText)) return roleText;
  const role = roleText?.replace(/^@/, "").trim() || null;
  if (role !== null && role.length > ROLE_NAME_MAX) {
    return { field: "role", message: `role: must be at most ${ROLE_NAME_MAX} characters` };
  }
  return { content, ticker, chart, role };
}

/**
 * A body typed in a box (the dashboard's dry run) read as TradingView sends it: as JSON when it parses as a JSON
 * object, else as plain text.
 */
export function relayBodyOfText(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return text;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return text;
  }
}
