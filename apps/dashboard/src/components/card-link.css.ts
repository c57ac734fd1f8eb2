import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/**
 * A card's title link that covers the whole card: one click target with one accessible name. The card needs
 * `position: relative` (the kit's Card has it); anything else clickable inside needs `position: relative` too.
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
