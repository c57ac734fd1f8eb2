import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: tokens.space.md,
  paddingBlock: tokens.space.xxxl,
  paddingInline: tokens.space.xl,
  textAlign: "center",
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: tokens.radius.lg,
});

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: tokens.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

export const title = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold });

export const description = style({
  maxWidth: "32rem",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const action = style({ marginTop: tokens.space.sm });
