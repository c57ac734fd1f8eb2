import { tokens, vars } from "@chartbot/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const card = style({ height: "100%" });

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.sm,
});

export const title = style({ fontSize: tokens.fontSize.xl });

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const price = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: tokens.space.xs,
});

export const amount = style({
  fontSize: tokens.fontSize.display,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: "-0.02em",
});

export const unit = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const trial = style({
  color: vars.color.positive,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

export const noTrial = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const features = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: tokens.fontSize.sm,
});

export const feature = style({ display: "flex", gap: tokens.space.sm, alignItems: "flex-start" });

export const check = style({ flexShrink: 0, marginTop: "0.2rem", color: vars.color.positive });

export const limits = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  margin: 0,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.sm,
});

export const limit = style({
  display: "flex",
  justifyContent: "space-between",
  gap: tokens.space.md,
  color: vars.color.textMuted,
});

globalStyle(`${limit} dd`, {
  margin: 0,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.semibold,
  textAlign: "end",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  marginTop: "auto",
  paddingTop: tokens.space.sm,
});
