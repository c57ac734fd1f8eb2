import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const card = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, height: "100%" });

export const cardTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: "anywhere",
});

/** The add form under the satellites list, set off by a rule. */
export const subForm = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const narrowField = style({ maxWidth: "14rem" });

export const venue = style({ color: vars.color.textMuted, fontWeight: tokens.fontWeight.regular });

export const quote = style({
  margin: 0,
  fontStyle: "italic",
  fontSize: tokens.fontSize.sm,
  overflowWrap: "anywhere",
});

export const url = style({ overflowWrap: "anywhere" });

export const dialogActions = style({ marginTop: tokens.space.sm });

export const groupTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const deletion = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

/** A control inside a card whose title link covers the card: above that link. */
export const aboveCardLink = style({ position: "relative", zIndex: 1 });

export const runLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: tokens.space.xs,
  rowGap: tokens.space.xs,
  margin: 0,
  fontSize: tokens.fontSize.sm,
});

export const paused = style([runLine, { fontWeight: tokens.fontWeight.medium, overflowWrap: "anywhere" }]);

export const failureReason = style({ color: vars.color.textMuted, overflowWrap: "anywhere" });

/** A warning line ("No update from this satellite for N minutes"): the warning colour, readable in both themes. */
export const warningLine = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.xs,
  margin: 0,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  fontSize: tokens.fontSize.sm,
  color: vars.color.warning,
  background: vars.color.warningSubtle,
});

export const price = style({ fontVariantNumeric: "tabular-nums" });

/** The lock sits on the first line of the note. */
export const lockIcon = style({ flexShrink: 0, marginTop: "0.15em" });

/** The days of a scheduled post: a bare fieldset. */
export const dayPicker = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/** A message under a group of controls, as the kit shows one under a field. */
export const fieldError = style({
  margin: 0,
  marginTop: tokens.space.xs,
  color: vars.color.negative,
  fontSize: tokens.fontSize.sm,
});

/** A post's coming runs, one after the other, wrapping on a phone. */
export const nextRuns = style({
  display: "inline-flex",
  flexWrap: "wrap",
  gap: `0 ${tokens.space.sm}`,
  margin: 0,
  marginInlineStart: tokens.space.xs,
  padding: 0,
  listStyle: "none",
});
