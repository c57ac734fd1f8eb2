import { media, tokens, vars } from "@chartbot/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const layout = style({
  display: "grid",
  gap: tokens.space.xxl,
  paddingBlock: tokens.space.xxl,
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "minmax(0, 1fr) 20rem",
      gap: tokens.space.huge,
      paddingBlock: tokens.space.huge,
    },
  },
});

export const main = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xxxl,
  minWidth: 0,
  lineHeight: 1.65,
  "@media": { [media.belowDesktop]: { order: 2 } },
});

export const block = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, minWidth: 0 });

export const features = style({
  display: "grid",
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const feature = style({ display: "flex", gap: tokens.space.sm, alignItems: "flex-start" });

export const check = style({ flexShrink: 0, marginTop: "0.25rem", color: vars.color.positive });

export const docs = style({
  display: "grid",
  gap: tokens.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const aside = style({
  "@media": {
    [media.desktop]: {
      position: "sticky",
      top: `calc(${tokens.size.header} + ${tokens.space.xl})`,
      alignSelf: "start",
    },
    [media.belowDesktop]: { order: 1 },
  },
});

export const priceCard = style({ gap: tokens.space.md });

export const priceHeading = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const price = style({
  display: "flex",
  alignItems: "baseline",
  flexWrap: "wrap",
  gap: tokens.space.xs,
});

export const amount = style({
  fontSize: "3rem",
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1,
  letterSpacing: "-0.02em",
});

export const unit = style({ color: vars.color.textMuted });

export const trial = style({ color: vars.color.positive, fontWeight: tokens.fontWeight.semibold });

export const noTrial = style({ color: vars.color.textMuted });

export const limits = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  margin: 0,
  paddingBlock: tokens.space.md,
  borderBlock: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.sm,
});

export const limit = style({
  display: "flex",
  justifyContent: "space-between",
  gap: tokens.space.md,
  color: vars.color.textMuted,
});

globalStyle(`${limit} dd`, {
  margin: 0,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.semibold,
  textAlign: "end",
});

export const small = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
