import { style } from "@vanilla-extract/css";

export const main = style({
  display: "block",
  minHeight: "70vh",
  outline: "none",
});
