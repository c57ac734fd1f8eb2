import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** The disabled button and its reason below it, as wide as the button. */
export const unavailable = style({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: tokens.space.xs,
  maxWidth: "100%",
});
