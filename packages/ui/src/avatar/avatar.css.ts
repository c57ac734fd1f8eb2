import { style, styleVariants } from "@vanilla-extract/css";
import { readableTextOn } from "../color/contrast";
import { tokens, vars } from "../theme/contract.css";
import { CHART_PALETTE } from "./chart-palette";

export const root = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: tokens.radius.full,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: 1,
  userSelect: "none",
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const size = styleVariants({
  sm: { width: "2rem", height: "2rem", fontSize: tokens.fontSize.sm },
  md: { width: "2.5rem", height: "2.5rem", fontSize: tokens.fontSize.md },
  lg: { width: "4rem", height: "4rem", fontSize: tokens.fontSize.xxl },
});

/** One class per palette colour (no inline styles, so a strict CSP needs nothing extra). */
export const palette = CHART_PALETTE.map((color) =>
  style({ background: color, color: readableTextOn(color) }),
);

export const image = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});
