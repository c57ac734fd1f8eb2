import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

export const root = style({ display: "grid", justifyItems: "start", gap: tokens.space.lg });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
});

export const description = style({ margin: 0, maxWidth: "36rem", color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.md });
