import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  scrollMarginTop: `calc(${tokens.size.header} + ${tokens.space.lg})`,
});

/** The add-on pre-selected from `?addon=`. */
export const selected = style({
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 2px ${vars.color.accent}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const price = style({ margin: 0 });

export const status = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: tokens.space.xs,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
});

export const subscribe = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  marginTop: "auto",
});

export const stepperName = style({ minWidth: 0, overflowWrap: "anywhere" });

export const stepper = style({ display: "inline-flex", alignItems: "center", gap: tokens.space.sm });

export const stepperValue = style({
  minWidth: "2ch",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  fontWeight: tokens.fontWeight.semibold,
});
