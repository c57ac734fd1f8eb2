import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";
import { mainColumn, stackedList, stickyAside, withAside } from "@/components/layout.css";

export const layout = style([
  withAside,
  { "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 16rem" } } },
]);

export const main = mainColumn;

export const heading = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  letterSpacing: "-0.01em",
});

export const syntax = style({
  margin: 0,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: tokens.fontSize.sm,
  lineHeight: 1.7,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const note = style({
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontSize: tokens.fontSize.sm,
});

export const aside = style([stickyAside, { display: "flex", flexDirection: "column", gap: tokens.space.xl }]);

export const toc = style({
  display: "none",
  "@media": { [media.desktop]: { display: "flex", flexDirection: "column", gap: tokens.space.sm } },
});

export const tocTitle = style({
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const tocList = style([stackedList, { gap: tokens.space.xs, fontSize: tokens.fontSize.sm }]);

export const addon = style({ gap: tokens.space.xs });

export const addonEyebrow = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.xs });

export const addonName = style({ fontWeight: tokens.fontWeight.semibold, fontSize: tokens.fontSize.lg });

export const addonPrice = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });
