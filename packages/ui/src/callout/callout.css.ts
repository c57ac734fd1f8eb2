import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

const base = style({
  display: "flex",
  gap: tokens.space.sm,
  alignItems: "flex-start",
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  border: "1px solid transparent",
  borderRadius: tokens.radius.md,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.normal,
});

/** The tinted background and the border and icon colour of each tone. */
export const tone = styleVariants({
  info: [base, { background: vars.color.accentSubtle, borderColor: vars.color.accent }],
  success: [base, { background: vars.color.positiveSubtle, borderColor: vars.color.positive }],
  warning: [base, { background: vars.color.warningSubtle, borderColor: vars.color.warning }],
  danger: [base, { background: vars.color.negativeSubtle, borderColor: vars.color.negative }],
});

export const icon = styleVariants({
  info: { color: vars.color.accent },
  success: { color: vars.color.positive },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.negative },
});

export const iconBox = style({ display: "inline-flex", flexShrink: 0, marginTop: "0.125rem" });

export const body = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, minWidth: 0 });

export const title = style({ margin: 0, fontWeight: tokens.fontWeight.semibold });
