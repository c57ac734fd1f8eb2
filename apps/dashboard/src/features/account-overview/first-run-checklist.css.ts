import { tokens, vars } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";

export { visuallyHidden } from "@chartbot/ui/tokens";

/** The checklist is a card (already a stack) with more room between its parts. */
export const card = style({ gap: tokens.space.lg });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.semibold,
});

export const progressText = style({ margin: 0, marginTop: tokens.space.xs, color: vars.color.textMuted });

export const bar = style({
  height: "0.5rem",
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceSunken,
  overflow: "hidden",
});

export const barFill = style({
  height: "100%",
  background: vars.color.positive,
  borderRadius: tokens.radius.full,
});

/** A step of the list (laid out by `inline()`), for its mark to show when it is done. */
export const step = style({});

export const mark = style({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: "1.5rem",
  height: "1.5rem",
  marginTop: "0.125rem",
  borderRadius: tokens.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  selectors: {
    [`${step}[data-done] &`]: { borderColor: vars.color.positive, background: vars.color.positiveSubtle },
  },
});

export const stepTitle = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const stepDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.md,
  marginTop: tokens.space.xs,
});
