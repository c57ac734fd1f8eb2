import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

const base = style([
  focusRing,
  {
    borderRadius: tokens.radius.sm,
    textUnderlineOffset: "0.2em",
    textDecorationThickness: "1px",
    transition: `color ${tokens.duration.fast}`,
  },
]);

export const variant = styleVariants({
  inline: [base, { color: vars.color.link, textDecoration: "underline" }],
  standalone: [
    base,
    {
      color: vars.color.link,
      fontWeight: tokens.fontWeight.medium,
      textDecoration: "none",
      selectors: { "&:hover": { textDecoration: "underline" } },
    },
  ],
  subtle: [
    base,
    {
      color: vars.color.textMuted,
      textDecoration: "none",
      selectors: { "&:hover": { color: vars.color.text, textDecoration: "underline" } },
    },
  ],
});

export const externalIcon = style({
  display: "inline-block",
  verticalAlign: "-0.125em",
  marginInlineStart: "0.25em",
});
