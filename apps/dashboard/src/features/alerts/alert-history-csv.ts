import type { AlertDeliveryStatus, AlertHistoryEntry } from "@chartbot/contracts/alerts";
import { DELIVERY_KIND_LABELS, describeCondition } from "./alert-condition";

/** How each delivery status of a trigger is named in the history's filter and its export. */
export const DELIVERY_STATUS_LABELS: Readonly<Record<AlertDeliveryStatus, string>> = {
  pending: "Sending",
  delivered: "Delivered",
  failed: "Not delivered",
};

const COLUMNS = [
  "Triggered at (UTC)",
  "Ticker",
  "Market",
  "Condition",
  "Price",
  "Sent to",
  "Delivery",
  "Reason",
] as const;

/**
 * One field of a CSV row: quoted when it holds a quote, comma or line break (quotes doubled, RFC 4180). Text
 * that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, so a failure reason or a ticker cannot run anything when the file is opened.
 */
function field(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The history as a CSV file's text: a header, then one line per trigger (CRLF), UTF-8 with a byte order mark. */
export function alertHistoryCsv(entries: readonly AlertHistoryEntry[]): string {
  const rows = entries.map((entry) => [
    entry.triggeredAt,
    entry.alert.ticker,
    entry.alert.symbol?.name ?? "No longer in the catalogue",
    describeCondition(entry.alert),
    entry.price,
    DELIVERY_KIND_LABELS[entry.alert.delivery],
    DELIVERY_STATUS_LABELS[entry.delivery],
    entry.failureReason,
  ]);
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${[[...COLUMNS], ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}

/** The export's file name: the day it was made, and the filter when there is one. */
export function alertHistoryFileName(now: Date, filtered: boolean): string {
  return `chartbot-alert-history${filtered ? "-filtered" : ""}-${now.toISOString().slice(0, 10)}.csv`;
}
