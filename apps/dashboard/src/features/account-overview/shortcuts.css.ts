import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.lg,
  gridTemplateColumns: "1fr",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({ height: "100%" });

/** The title link covers the whole card, so the card is one click target with one accessible name. */
export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: tokens.radius.lg },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const count = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  marginTop: "auto",
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const number = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
});

/** Above the stretched link, so Retry stays clickable. */
export const retry = style({ position: "relative", zIndex: 1 });
