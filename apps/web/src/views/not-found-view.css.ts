import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const inner = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: tokens.space.lg,
});

export const code = style({
  color: vars.color.link,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
});

export const title = style({
  fontSize: "clamp(2rem, 1.4rem + 2.4vw, 3rem)",
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.1,
  letterSpacing: "-0.02em",
});

export const text = style({ maxWidth: "36rem", color: vars.color.textMuted, fontSize: tokens.fontSize.lg });

export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const hint = style({ color: vars.color.textMuted });
