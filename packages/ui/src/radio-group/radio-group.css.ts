import { style } from "@vanilla-extract/css";
import { control } from "../choice/choice.css";
import { tokens, vars } from "../theme/contract.css";

/** The group's label: a radio group is named by an element, not a `<label>`. */
export const legend = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

export const options = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  selectors: { "&[data-orientation='horizontal']": { flexDirection: "row", flexWrap: "wrap" } },
});

/** An option drawn as a bordered card, highlighted when chosen. */
export const card = style({
  padding: tokens.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    "&:has([data-state='checked'])": { borderColor: vars.color.accent, background: vars.color.accentSubtle },
  },
});

export const radio = style([
  control,
  {
    borderRadius: tokens.radius.full,
    selectors: { "&[data-state='checked']": { borderColor: vars.color.accent } },
  },
]);

export const indicator = style({
  width: "0.625rem",
  height: "0.625rem",
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
});
