import { keyframes, style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(12px)" },
  to: { opacity: 1, transform: "none" },
});

export const banner = style({
  position: "fixed",
  insetInline: tokens.space.lg,
  bottom: tokens.space.lg,
  zIndex: tokens.zIndex.banner,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  maxWidth: "44rem",
  marginInline: "auto",
  padding: tokens.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.overlay,
  animation: `${rise} ${tokens.duration.normal} ease-out`,
  "@media": {
    [media.tablet]: { flexDirection: "row", alignItems: "center", paddingInline: tokens.space.xl },
  },
});

export const text = style({ flex: 1, fontSize: tokens.fontSize.sm });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm, flexShrink: 0 });
