import { style } from "@vanilla-extract/css";

/**
 * Hidden on screen, still read by screen readers: the CSS of Radix's VisuallyHidden, as a class, so static
 * markup needs no component (and no script) for it.
 */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  wordWrap: "normal",
});
