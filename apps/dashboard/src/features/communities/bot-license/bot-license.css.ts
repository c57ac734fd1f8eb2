import { tokens, vars } from "@chartbot/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

export const step = style({
  display: "flex",
  alignItems: "flex-start",
  gap: tokens.space.sm,
  flex: "1 1 10rem",
  minWidth: 0,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
});

export const marker = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: "50%",
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

export const markerState = styleVariants({
  done: {
    background: vars.color.positiveSubtle,
    color: vars.color.text,
    border: `1px solid ${vars.color.positive}`,
  },
  pending: {
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
});

export const stepName = style({ fontWeight: tokens.fontWeight.semibold });
