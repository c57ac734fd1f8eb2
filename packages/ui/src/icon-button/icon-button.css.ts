import { recipe } from "@vanilla-extract/recipes";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

export const iconButton = recipe({
  base: [
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
  ],
  variants: {
    variant: {
      ghost: {},
      secondary: { background: vars.color.surfaceRaised, borderColor: vars.color.borderStrong },
    },
    size: {
      sm: { width: tokens.size.controlSmall, height: tokens.size.controlSmall },
      md: { width: tokens.size.control, height: tokens.size.control },
    },
  },
  defaultVariants: { variant: "ghost", size: "md" },
});
