import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const layout = style({
  display: "grid",
  gap: tokens.space.xl,
  alignItems: "start",
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 3fr) minmax(20rem, 2fr)",
      gridTemplateAreas: '"list form"',
    },
  },
});

export const formColumn = style({ "@media": { [media.desktop]: { gridArea: "form" } } });
export const listColumn = style({ minWidth: 0, "@media": { [media.desktop]: { gridArea: "list" } } });

export const placement = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const placementLegend = style({
  padding: 0,
  marginBottom: tokens.space.xs,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const segmented = style({
  display: "inline-grid",
  gridTemplateColumns: "1fr 1fr",
  width: "100%",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: tokens.radius.md,
  overflow: "hidden",
});

export const segment = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: tokens.size.control,
  cursor: "pointer",
  fontWeight: tokens.fontWeight.medium,
  background: vars.color.surfaceRaised,
  selectors: {
    "& + &": { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
    "&:has(input:checked)": { background: vars.color.accent, color: vars.color.accentText },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-4px" },
  },
});

/** Visually hidden, still focusable and announced: the label is the control. */
export const segmentInput = style({
  position: "absolute",
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
  pointerEvents: "none",
});

export const market = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
});
export const venue = style({ color: vars.color.textMuted, fontWeight: tokens.fontWeight.regular });

export const level = style({ margin: 0, fontVariantNumeric: "tabular-nums" });

export const message = style({ margin: 0, fontStyle: "italic", overflowWrap: "anywhere" });

export const meta = style({ margin: 0, fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

/** Why a held alert does not go out, and what gives it back. */
export const hold = style({ margin: 0, fontSize: tokens.fontSize.sm, overflowWrap: "anywhere" });

/** A trigger: its price and time, then its delivery badge and reason, wrapping on narrow screens. */
export const trigger = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: tokens.space.sm,
  rowGap: tokens.space.xs,
});

export const price = style({ fontVariantNumeric: "tabular-nums" });

export const failureReason = style({ color: vars.color.textMuted, overflowWrap: "anywhere" });

export const lastTrigger = style({ margin: 0, fontSize: tokens.fontSize.sm });

export const historyList = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  margin: 0,
  paddingInlineStart: tokens.space.lg,
  fontSize: tokens.fontSize.sm,
});

/** The disclosure's arrow: points down when closed, up when open. */
export const chevron = style({
  display: "inline-block",
  marginInlineStart: tokens.space.xs,
  transition: "transform 120ms ease",
  selectors: { "&[data-open]": { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** The alert's price chart: the canvas reads its colours from these properties, which follow the theme. */
export const priceChart = style({
  margin: 0,
  display: "grid",
  gap: tokens.space.xs,
  vars: {
    "--chart-text": vars.color.textMuted,
    "--chart-grid": vars.color.border,
    "--chart-line": vars.color.accent,
    "--chart-level": vars.color.negative,
  },
});
export const priceChartCanvas = style({ height: "10rem", width: "100%", minWidth: 0 });
export const priceChartCaption = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
