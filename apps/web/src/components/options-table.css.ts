import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const table = style({
  width: "100%",
  minWidth: "30rem",
  borderCollapse: "collapse",
  fontSize: tokens.fontSize.sm,
});

export const caption = style({
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  textAlign: "start",
  fontWeight: tokens.fontWeight.semibold,
  fontSize: tokens.fontSize.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

const cellBase = style({
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  textAlign: "start",
  verticalAlign: "top",
  borderTop: `1px solid ${vars.color.border}`,
});

export const headCell = style([
  cellBase,
  {
    borderTop: "none",
    color: vars.color.textMuted,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.semibold,
    letterSpacing: "0.04em",
    textTransform: "uppercase",
    background: vars.color.surfaceSunken,
  },
]);

export const optionCell = style([
  cellBase,
  { width: "35%", fontFamily: tokens.font.mono, fontWeight: tokens.fontWeight.semibold },
]);

export const cell = style([cellBase, { color: vars.color.text }]);

export const badge = style({ verticalAlign: "0.1em" });
