import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  flexShrink: 0,
  paddingInline: tokens.space.sm,
  paddingBlock: tokens.space.xxs,
  borderRadius: tokens.radius.full,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
  letterSpacing: "0.01em",
  whiteSpace: "nowrap",
});

export const tone = styleVariants({
  new: [base, { background: vars.color.accentSubtle, color: vars.color.accentSubtleText }],
  neutral: [base, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  positive: [base, { background: vars.color.positiveSubtle, color: vars.color.text }],
  negative: [base, { background: vars.color.negativeSubtle, color: vars.color.text }],
});
