import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const groupHeading = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  marginBottom: tokens.space.lg,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
});

export const groupIcon = style({
  display: "grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: tokens.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

export const external = style({
  display: "inline-block",
  marginInlineStart: tokens.space.xs,
  verticalAlign: "-0.1em",
});
