import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  padding: tokens.space.md,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

export const main = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: "anywhere",
});

// At most the row's width, so that on a phone a row with many actions wraps them instead of scrolling sideways.
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  flexShrink: 0,
  maxWidth: "100%",
});
