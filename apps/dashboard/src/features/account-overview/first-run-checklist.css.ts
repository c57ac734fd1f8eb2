import { tokens, vars } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";

export { visuallyHidden } from "@chartbot/ui/tokens";

export const card = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

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

export const steps = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const step = style({ display: "flex", gap: tokens.space.md, alignItems: "flex-start" });

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

export const stepBody = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  minWidth: 0,
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
