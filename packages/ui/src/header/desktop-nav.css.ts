import { keyframes, style } from "@vanilla-extract/css";
import { bareRowList } from "../theme/bare-list.css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(-6px)" },
  to: { opacity: 1, transform: "none" },
});

export const root = style({ display: "flex", alignItems: "center", minWidth: 0 });

export const list = style([bareRowList, { gap: tokens.space.xxs }]);

export const topLink = style([
  focusRing,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.space.xs,
    height: tokens.size.control,
    paddingInline: tokens.space.md,
    border: 0,
    borderRadius: tokens.radius.md,
    background: "transparent",
    color: vars.color.textMuted,
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
    textDecoration: "none",
    whiteSpace: "nowrap",
    cursor: "pointer",
    transition: `color ${tokens.duration.fast}, background-color ${tokens.duration.fast}`,
    "@media": { [media.belowWide]: { paddingInline: tokens.space.sm } },
    selectors: {
      "&:hover, &[data-state='open']": { color: vars.color.text, background: vars.color.surfaceHover },
      "&[data-active], &[aria-current='page']": { color: vars.color.text },
    },
  },
]);

export const chevron = style({
  transition: `transform ${tokens.duration.normal}`,
  selectors: { "[data-state='open'] > &": { transform: "rotate(180deg)" } },
});

/** Spans the header so panels centre on the page, not on their trigger. */
export const viewportPosition = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  display: "flex",
  justifyContent: "center",
  paddingInline: tokens.space.lg,
  pointerEvents: "none",
});

export const viewport = style({
  position: "relative",
  marginTop: tokens.space.xs,
  width: "var(--radix-navigation-menu-viewport-width)",
  height: "var(--radix-navigation-menu-viewport-height)",
  maxWidth: "100%",
  overflow: "hidden",
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.overlay,
  pointerEvents: "auto",
  transition: `width ${tokens.duration.normal} ease, height ${tokens.duration.normal} ease`,
  animation: `${enter} ${tokens.duration.normal} ease-out`,
});

export const content = style({
  position: "absolute",
  top: 0,
  left: 0,
  width: "max-content",
  maxWidth: "100vw",
});
