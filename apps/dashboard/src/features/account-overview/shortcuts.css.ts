import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const card = style({ height: "100%" });

export const count = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  marginTop: "auto",
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const number = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
});

/** Above the stretched link, so Retry stays clickable. */
export const retry = style({ position: "relative", zIndex: 1 });
