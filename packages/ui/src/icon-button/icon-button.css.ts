import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

/** What every icon button shares; a variant and a size class complete it. */
export const base = style([
  focusRing,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    padding: 0,
    border: "1px solid transparent",
    borderRadius: tokens.radius.md,
    background: "transparent",
    color: vars.color.text,
    cursor: "pointer",
    textDecoration: "none",
    transitionProperty: "background-color, border-color, color",
    transitionDuration: tokens.duration.fast,
    selectors: {
      "&:hover": { background: vars.color.surfaceHover },
      "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
    },
  },
]);

export const variant = styleVariants({
  ghost: {},
  secondary: { background: vars.color.surfaceRaised, borderColor: vars.color.borderStrong },
});

export const size = styleVariants({
  sm: { width: tokens.size.controlSmall, height: tokens.size.controlSmall },
  md: { width: tokens.size.control, height: tokens.size.control },
});
