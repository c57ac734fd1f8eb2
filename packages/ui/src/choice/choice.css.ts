import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

/** The layout shared by a checkbox or switch and its label and hint. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: tokens.space.sm,
  alignItems: "start",
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xxs,
  paddingTop: "1px",
});

export const label = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
  cursor: "pointer",
});

export const hint = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
