import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const card = style({ height: "100%" });

export const title = style({ fontSize: tokens.fontSize.xl });

export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  marginTop: "auto",
  paddingTop: tokens.space.sm,
});
