import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  minWidth: 0,
  lineHeight: 1.65,
});

export const heading = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  letterSpacing: "-0.01em",
});

export const paragraph = style({ maxWidth: "46rem" });
