import { style } from "@vanilla-extract/css";
import { tokens, vars } from "./contract.css";

/** A panel that floats over the page (dialogs, menus, selects): raised surface, border and overlay shadow. */
export const raisedPanel = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.overlay,
});
