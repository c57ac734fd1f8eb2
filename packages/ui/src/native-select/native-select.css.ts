import { globalStyle, style } from "@vanilla-extract/css";
import { control } from "../field/field.css";
import { tokens, vars } from "../theme/contract.css";

/** Holds the select and the chevron drawn over its end. */
export const wrapper = style({ position: "relative", display: "flex" });

export const select = style([
  control,
  {
    appearance: "none",
    paddingInlineEnd: `calc(${tokens.space.md} + 1.5rem)`,
    cursor: "pointer",
  },
]);

// The options list is drawn by the platform: give it the theme's colours where browsers allow it.
globalStyle(`${select} option`, { background: vars.color.surfaceRaised, color: vars.color.text });

export const icon = style({
  position: "absolute",
  insetInlineEnd: tokens.space.md,
  top: "50%",
  transform: "translateY(-50%)",
  color: vars.color.textMuted,
  pointerEvents: "none",
});
