import { media, tokens, vars } from "@chartbot/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { hiddenFromSightOnPhones } from "./hidden-from-sight";

/**
 * Two columns from tablet width up. On phones each row stacks (the option over what it does), so neither
 * column is off-screen; the header row is then hidden from sight only (screen readers still read a table).
 */
const phone = media.belowTablet;

export const table = style({
  width: "100%",
  minWidth: "30rem",
  borderCollapse: "collapse",
  fontSize: tokens.fontSize.sm,
  "@media": { [phone]: { minWidth: 0 } },
});

globalStyle(`${table} thead`, hiddenFromSightOnPhones);

globalStyle(`${table} tbody, ${table} tbody tr`, { "@media": { [phone]: { display: "block" } } });

globalStyle(`${table} tbody tr`, {
  "@media": {
    [phone]: {
      padding: `${tokens.space.sm} ${tokens.space.lg}`,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${table} tbody tr:first-child`, { "@media": { [phone]: { borderTop: "none" } } });

globalStyle(`${table} tbody th, ${table} tbody td`, {
  "@media": {
    [phone]: {
      display: "block",
      width: "auto",
      padding: `${tokens.space.xxs} 0`,
      border: "none",
      overflowWrap: "anywhere",
    },
  },
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
