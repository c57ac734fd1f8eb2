import { style } from "@vanilla-extract/css";
import { tokens, vars } from "./contract.css";

/** Small muted capitals that name a group of menu entries. */
export const groupLabel = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  textTransform: "uppercase",
});

/** One line of muted small text cut with an ellipsis: an e-mail address in the account menus. */
export const truncatedNote = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
