import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const list = style({
  counterReset: "step",
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
});

export const item = style({
  position: "relative",
  paddingInlineStart: "2.75rem",
  minHeight: "2rem",
  counterIncrement: "step",
  "::before": {
    content: "counter(step)",
    position: "absolute",
    insetInlineStart: 0,
    top: "-0.1rem",
    display: "grid",
    placeItems: "center",
    width: "2rem",
    height: "2rem",
    borderRadius: tokens.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accentSubtleText,
    fontWeight: tokens.fontWeight.bold,
    fontSize: tokens.fontSize.sm,
  },
});
