import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

export const section = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, minWidth: 0 });

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

export const headings = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });
