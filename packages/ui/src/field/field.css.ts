import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

export const field = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, minWidth: 0 });

export const label = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.negative, marginInlineStart: tokens.space.xxs });

export const hint = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.xs,
  fontSize: tokens.fontSize.sm,
  color: vars.color.negative,
  fontWeight: tokens.fontWeight.medium,
});

/** The box of text inputs and select triggers. */
export const control = style({
  width: "100%",
  minHeight: tokens.size.control,
  paddingInline: tokens.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: tokens.radius.md,
  fontSize: tokens.fontSize.md,
  lineHeight: tokens.lineHeight.normal,
  transition: `border-color ${tokens.duration.fast}, box-shadow ${tokens.duration.fast}`,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&:hover:not(:disabled)": { borderColor: vars.color.text },
    "&:focus-visible": {
      outline: "none",
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    "&[aria-invalid='true']": { borderColor: vars.color.negative },
    "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
  },
});
