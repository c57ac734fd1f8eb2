import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";
import { gridColumns } from "@/components/grid-columns";
import { plainList } from "@/components/layout.css";

export const hero = style({
  paddingBlock: `${tokens.space.xxl} ${tokens.space.xxxl}`,
  background: `radial-gradient(ellipse at 70% 0%, ${vars.color.accentSubtle}, transparent 60%)`,
  "@media": { [media.desktop]: { paddingBlock: `${tokens.space.huge} 5rem` } },
});

export const heroInner = style({
  display: "grid",
  gap: tokens.space.xxl,
  alignItems: "center",
  "@media": {
    [media.desktop]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)", gap: tokens.space.huge },
  },
});

export const heroTitle = style({
  fontSize: "clamp(2.25rem, 1.5rem + 3vw, 3.75rem)",
  fontWeight: 800,
  lineHeight: 1.05,
  letterSpacing: "-0.03em",
});

export const heroLead = style({
  maxWidth: "38rem",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.lg,
  "@media": { [media.desktop]: { fontSize: tokens.fontSize.xl } },
});

export const heroNote = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const markets = style([plainList, gridColumns(tokens.space.md, { phone: 2, tablet: 3, desktop: 5 })]);

export const market = style({
  display: "flex",
  flexDirection: "column",
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const marketCount = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
});

export const steps = style([plainList, gridColumns(tokens.space.xl, { tablet: 3 })]);

export const stepNumber = style({
  display: "grid",
  placeItems: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: tokens.fontWeight.bold,
});

export const stepTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold });

export const stepBody = style({ color: vars.color.textMuted });

/** Room between a section's content and its read-more link. */
export const more = style({ marginTop: tokens.space.xl });
