import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** The account forms keep to a readable width on wide screens. */
export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  maxWidth: "32rem",
});

export const dangerCard = style({ borderColor: vars.color.negative });
