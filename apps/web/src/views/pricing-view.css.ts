import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const free = style({
  display: "grid",
  gap: tokens.space.xl,
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr)", gap: tokens.space.huge },
  },
});

export const freePrice = style({ color: vars.color.textMuted });

export const amount = style({
  color: vars.color.text,
  fontSize: tokens.fontSize.display,
  fontWeight: tokens.fontWeight.bold,
  letterSpacing: "-0.02em",
});
