// Dates and numbers as the screens show them, in the reader's locale.

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const levelFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 10 });

/** `Mar 4, 2025`; an empty string for a missing or malformed date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

/** `Mar 4, 2025, 2:15 PM`; an empty string for a missing or malformed date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

/** A price level with grouping and every significant decimal: `65,000`, `0.000123`. */
export function formatLevel(level: number): string {
  return levelFormat.format(level);
}

/** `1 community`, `3 communities`. */
export function pluralize(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** An amount in cents of a currency: `$15.00`, `-$2.50`. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
