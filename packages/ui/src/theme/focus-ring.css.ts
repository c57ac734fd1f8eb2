import { style } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/** A visible focus ring for keyboard users, composed into interactive styles: `style([focusRing, {...}])`. */
export const focusRing = style({
  outline: "none",
  selectors: {
    "&:focus-visible": {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
  },
});
