import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const figure = style({
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  overflow: "hidden",
  background: vars.color.surfaceSunken,
});

export const caption = style({
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

export const pre = style({
  margin: 0,
  padding: tokens.space.lg,
  overflowX: "auto",
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.6,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" } },
});
