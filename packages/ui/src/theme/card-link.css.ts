import { style } from "@vanilla-extract/css";
import { tokens, vars } from "./contract.css";

/**
 * A card's title link that covers the whole card, so the card is one click target with one accessible name.
 * The card needs `position: relative` (an `interactive` Card has it); other controls inside need it too.
 */
export const cardLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: tokens.radius.lg },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
