import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const list = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surfaceRaised,
  overflow: "hidden",
});

export const item = style({
  display: "grid",
  gap: tokens.space.xs,
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "minmax(12rem, 2fr) 3fr",
      gap: tokens.space.xl,
      alignItems: "baseline",
    },
  },
});

export const command = style({
  display: "flex",
  gap: tokens.space.sm,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: "anywhere",
});

export const prompt = style({ color: vars.color.link });

export const result = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});
