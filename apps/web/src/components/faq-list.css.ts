import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const list = style({ margin: 0 });

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  maxWidth: "46rem",
});

export const question = style({ fontWeight: tokens.fontWeight.semibold, fontSize: tokens.fontSize.lg });

export const answer = style({ margin: 0, color: vars.color.textMuted });
