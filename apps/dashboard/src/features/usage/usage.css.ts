import { tokens, vars } from "@chartbot/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const headlines = style({
  margin: 0,
  paddingLeft: tokens.space.lg,
  display: "grid",
  gap: tokens.space.xs,
});

export const charts = style({
  display: "grid",
  gap: tokens.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
});

export const figure = style({
  margin: 0,
  minWidth: 0,
  display: "grid",
  gap: tokens.space.sm,
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceRaised,
});

export const caption = style({ fontWeight: tokens.fontWeight.semibold });

export const plot = style({ width: "100%", height: "11rem" });
globalStyle(`${plot} .recharts-cartesian-axis-tick-value`, {
  fill: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
});
globalStyle(`${plot} .recharts-cartesian-axis-line, ${plot} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});

/** One colour per series, in order; the key and the bars read the same slot. */
const SERIES_COLOURS = [vars.color.accent, vars.color.warning, vars.color.negative] as const;
export const series: readonly string[] = SERIES_COLOURS.map((colour) => {
  const name = style({ color: colour });
  // CSS beats the fill attribute recharts writes on each bar.
  globalStyle(`${name} path, ${name} rect`, { fill: colour });
  return name;
});

export const key = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: tokens.fontSize.sm,
});
export const swatch = style({
  display: "inline-block",
  width: "0.75rem",
  height: "0.75rem",
  marginRight: tokens.space.xs,
  borderRadius: "2px",
  background: "currentColor",
  verticalAlign: "middle",
});

export const tableWrap = style({ overflowX: "auto" });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: tokens.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${tokens.space.xxs} ${tokens.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "right",
});
globalStyle(`${table} th:first-child, ${table} caption`, { textAlign: "left" });
globalStyle(`${table} caption`, { paddingBottom: tokens.space.xs, color: vars.color.textMuted });
globalStyle(`${table} td`, { fontVariantNumeric: "tabular-nums" });

export const summary = style({ cursor: "pointer", fontSize: tokens.fontSize.sm });
