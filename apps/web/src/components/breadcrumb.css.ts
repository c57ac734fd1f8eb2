import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: tokens.fontSize.sm,
});

export const current = style({
  color: vars.color.textMuted,
  "::before": { content: "'/'", marginInlineEnd: tokens.space.sm, color: vars.color.textMuted },
});
