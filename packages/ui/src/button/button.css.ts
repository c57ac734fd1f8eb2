import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

/** What every button shares; a variant and a size class complete it. */
export const base = style([
  focusRing,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: tokens.space.sm,
    border: "1px solid transparent",
    borderRadius: tokens.radius.md,
    fontFamily: "inherit",
    fontWeight: tokens.fontWeight.semibold,
    lineHeight: tokens.lineHeight.tight,
    textDecoration: "none",
    whiteSpace: "nowrap",
    cursor: "pointer",
    userSelect: "none",
    transitionProperty: "background-color, border-color, color, box-shadow",
    transitionDuration: tokens.duration.fast,
    selectors: {
      "&:disabled, &[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" },
    },
  },
]);

/** Visual weight. */
export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.accentText,
    selectors: {
      "&:hover:not(:disabled, [aria-disabled='true'])": { background: vars.color.accentHover },
    },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    boxShadow: vars.shadow.raised,
    selectors: {
      "&:hover:not(:disabled, [aria-disabled='true'])": { background: vars.color.surfaceHover },
    },
  },
  ghost: {
    background: "transparent",
    color: vars.color.text,
    selectors: {
      "&:hover:not(:disabled, [aria-disabled='true'])": { background: vars.color.surfaceHover },
    },
  },
  danger: {
    background: vars.color.negative,
    color: vars.color.negativeText,
    selectors: {
      "&:hover:not(:disabled, [aria-disabled='true'])": { background: vars.color.negativeHover },
    },
  },
});

/** Height, padding and type size. */
export const size = styleVariants({
  sm: {
    minHeight: tokens.size.controlSmall,
    paddingInline: tokens.space.md,
    fontSize: tokens.fontSize.sm,
  },
  md: {
    minHeight: tokens.size.control,
    paddingInline: tokens.space.lg,
    fontSize: tokens.fontSize.sm,
  },
  lg: {
    minHeight: tokens.size.controlLarge,
    paddingInline: tokens.space.xl,
    fontSize: tokens.fontSize.md,
  },
});

export const fullWidth = style({ width: "100%" });
