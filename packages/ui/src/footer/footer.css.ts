import { style } from "@vanilla-extract/css";
import { bareList } from "../theme/bare-list.css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";

export const footer = style({
  marginTop: "auto",
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: "grid",
  gap: tokens.space.xxl,
  maxWidth: tokens.size.content,
  marginInline: "auto",
  paddingBlock: tokens.space.xxxl,
  paddingInline: tokens.space.lg,
  "@media": {
    [media.tablet]: { paddingInline: tokens.space.xl },
    [media.desktop]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" },
  },
});

export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: tokens.space.xxl,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const brand = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
});

export const brandName = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});

export const tagline = style({
  maxWidth: "22rem",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const column = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const columnTitle = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.text,
});

export const list = style([bareList, { gap: tokens.space.sm, fontSize: tokens.fontSize.sm }]);

export const copyright = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
