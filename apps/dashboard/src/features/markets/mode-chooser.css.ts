import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const legend = style({
  padding: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});
