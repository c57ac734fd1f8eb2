import { style } from "@vanilla-extract/css";
import { tokens } from "../theme/contract.css";

export const list = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
