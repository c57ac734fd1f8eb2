import { style } from "@vanilla-extract/css";

/** Hidden on screen, read by screen readers: context a sighted reader gets from the layout. */
export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
