import { style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  minWidth: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.raised,
});

export const padding = styleVariants({
  sm: { padding: tokens.space.md },
  md: { padding: tokens.space.xl },
  lg: { padding: tokens.space.xxl },
});

export const interactive = style({
  position: "relative",
  transition: `border-color ${tokens.duration.fast}, box-shadow ${tokens.duration.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.overlay },
    "&:focus-within": { borderColor: vars.color.focus },
  },
});

export const title = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
