import { tokens, vars } from "@chartbot/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

const base = style({
  display: "flex",
  gap: tokens.space.sm,
  alignItems: "flex-start",
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  borderRadius: tokens.radius.md,
  border: "1px solid transparent",
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.normal,
});

export const tone = styleVariants({
  neutral: [
    base,
    { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.text },
  ],
  positive: [
    base,
    { background: vars.color.positiveSubtle, borderColor: vars.color.positive, color: vars.color.text },
  ],
  negative: [
    base,
    { background: vars.color.negativeSubtle, borderColor: vars.color.negative, color: vars.color.text },
  ],
});

export const icon = style({ flexShrink: 0, marginTop: "0.125rem" });
export const body = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, minWidth: 0 });
export const title = style({ fontWeight: tokens.fontWeight.semibold });
