import { media, tokens, vars } from "@chartbot/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { hiddenFromSightOnPhones } from "@/components/hidden-from-sight";

export const filters = style({
  display: "grid",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surfaceRaised,
  "@media": { [media.tablet]: { gridTemplateColumns: "2fr 1fr 1fr", alignItems: "start" } },
});

export const count = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

/** The static tables' container (see symbol-tables-html.ts). */
export const groups = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xl,
  selectors: { "&[hidden]": { display: "none" } },
});

// The filter hides groups with the `hidden` attribute, which this class's `display` would otherwise override.
export const group = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  // Laid out and painted only near the viewport (its height estimate is set per group in the HTML). That
  // also clips painting to the group: the padding keeps the table's focus ring inside it.
  contentVisibility: "auto",
  padding: "0.25rem",
  margin: "-0.25rem",
  selectors: { "&[hidden]": { display: "none" } },
});

export const groupHeading = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const groupCount = style({ color: vars.color.textMuted, fontWeight: tokens.fontWeight.regular });

export const groupDescription = style({ color: vars.color.textMuted, marginBottom: tokens.space.sm });

export const table = style({
  width: "100%",
  minWidth: "40rem",
  // Column widths from the header row: the browser lays the rows out without measuring every cell first.
  tableLayout: "fixed",
  borderCollapse: "collapse",
  fontSize: tokens.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  textAlign: "start",
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, {
  borderTop: "none",
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

/** The share of the table's width each column gets (Ticker, Name, Source, Provider, Type it as). */
const COLUMN_WIDTHS = ["16%", "28%", "20%", "16%", "20%"];
COLUMN_WIDTHS.forEach((width, index) => {
  globalStyle(`${table} thead th:nth-child(${index + 1})`, { width });
});

export const ticker = style({
  fontFamily: tokens.font.mono,
  fontWeight: tokens.fontWeight.semibold,
  whiteSpace: "nowrap",
});

/*
 * Phones: each row becomes a stacked card, so every column stays on screen without scrolling sideways: the
 * ticker and what to type on the first line, the name below, then source and provider. The header row is
 * hidden from sight (screen readers still read the table as one); each cell shows its column's name.
 */
const phone = media.belowTablet;

globalStyle(`${table}`, { "@media": { [phone]: { minWidth: 0, tableLayout: "auto" } } });
globalStyle(`${table} thead`, hiddenFromSightOnPhones);
globalStyle(`${table} tbody`, { "@media": { [phone]: { display: "block" } } });
globalStyle(`${table} tbody tr`, {
  "@media": {
    [phone]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gap: `${tokens.space.xxs} ${tokens.space.md}`,
      padding: `${tokens.space.sm} ${tokens.space.md}`,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} tbody tr:first-child`, { "@media": { [phone]: { borderTop: "none" } } });
globalStyle(`${table} tbody tr[hidden]`, { display: "none" });
globalStyle(`${table} tbody th, ${table} tbody td`, {
  "@media": {
    [phone]: { display: "block", padding: 0, border: "none", minWidth: 0, overflowWrap: "anywhere" },
  },
});
globalStyle(`${table} tbody td::before`, {
  "@media": {
    [phone]: {
      content: "attr(data-label)",
      display: "block",
      color: vars.color.textMuted,
      fontSize: tokens.fontSize.xs,
      letterSpacing: "0.04em",
      textTransform: "uppercase",
    },
  },
});
// Ticker | Type it as; Name (whole width); Source | Provider.
globalStyle(`${table} tbody td:nth-child(2)`, {
  "@media": { [phone]: { gridColumn: "1 / -1", gridRow: 2 } },
});
globalStyle(`${table} tbody td:nth-child(5)`, { "@media": { [phone]: { gridColumn: 2, gridRow: 1 } } });
globalStyle(`${table} tbody th`, {
  "@media": { [phone]: { gridColumn: 1, gridRow: 1, alignSelf: "end", fontSize: tokens.fontSize.md } },
});
