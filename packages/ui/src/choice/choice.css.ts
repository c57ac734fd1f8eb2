import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

/** The layout shared by a checkbox or switch and its label and hint. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: tokens.space.sm,
  alignItems: "start",
});

export const text = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xxs,
  paddingTop: "1px",
});

export const label = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
  cursor: "pointer",
});

export const hint = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

/** The square or round box of a checkbox or radio, before its shape and checked look. */
export const control = style([
  focusRing,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: "1.25rem",
    height: "1.25rem",
    marginTop: "1px",
    padding: 0,
    background: vars.color.surfaceRaised,
    border: `1.5px solid ${vars.color.borderStrong}`,
    cursor: "pointer",
    selectors: { "&:disabled": { opacity: 0.55, cursor: "not-allowed" } },
  },
]);
