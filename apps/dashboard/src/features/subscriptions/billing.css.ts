import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** A sentence inside a callout or a list row: no margins of its own. */
export const sentence = style({ margin: 0 });

/** The billing email form: the field grows, the button stays beside it (below it on a phone). */
export const emailForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: tokens.space.md,
});

/** The row of buttons under a subscription. */
export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });
