import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const layout = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xxl,
  maxWidth: "52rem",
});

export const updated = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const summary = style({
  padding: tokens.space.xl,
  borderRadius: tokens.radius.lg,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontSize: tokens.fontSize.lg,
  lineHeight: 1.6,
});

export const toc = style({
  padding: tokens.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surfaceRaised,
});

export const tocTitle = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  marginBottom: tokens.space.md,
});

export const tocList = style({
  margin: 0,
  paddingInlineStart: tokens.space.xl,
  display: "grid",
  gap: tokens.space.xs,
});
