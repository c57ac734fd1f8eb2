import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** The reason's line is reserved while payments are on, so the answer arriving moves nothing. */
export const note = style({
  margin: 0,
  minHeight: `calc(${tokens.fontSize.sm} * ${tokens.lineHeight.normal})`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.normal,
});
