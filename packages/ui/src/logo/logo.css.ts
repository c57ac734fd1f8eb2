import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

export const link = style([
  focusRing,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.space.sm,
    flexShrink: 0,
    borderRadius: tokens.radius.md,
    color: vars.color.text,
    textDecoration: "none",
  },
]);

export const wordmark = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: "-0.01em",
});

export const botBody = style({ fill: vars.color.accent });

export const botFace = style({ fill: vars.color.accentText });

export const botChart = style({ stroke: vars.color.accent });
