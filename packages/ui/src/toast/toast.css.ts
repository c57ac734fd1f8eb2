import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(8px)" },
  to: { opacity: 1, transform: "none" },
});

const viewportBase = style({
  position: "fixed",
  right: 0,
  zIndex: tokens.zIndex.toast,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  width: "100%",
  maxWidth: "100vw",
  margin: 0,
  padding: tokens.space.lg,
  listStyle: "none",
  outline: "none",
  "@media": { [media.tablet]: { width: "24rem" } },
});

/** Where the toasts stand: at the bottom, or at the top when the control just pressed is in the lower half. */
export const viewport = styleVariants({
  bottom: [viewportBase, { bottom: 0 }],
  top: [viewportBase, { top: 0 }],
});

const root = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "start",
  columnGap: tokens.space.md,
  padding: tokens.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: "4px",
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} ${tokens.duration.normal} ease-out`,
  selectors: {
    "&[data-swipe='move']": { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    "&[data-swipe='end']": { transform: "translateX(var(--radix-toast-swipe-end-x))" },
  },
});

export const tone = styleVariants({
  neutral: [root, { borderLeftColor: vars.color.accent }],
  positive: [root, { borderLeftColor: vars.color.positive }],
  negative: [root, { borderLeftColor: vars.color.negative }],
});

export const toneIcon = styleVariants({
  neutral: { color: vars.color.link, paddingTop: "1px" },
  positive: { color: vars.color.positive, paddingTop: "1px" },
  negative: { color: vars.color.negative, paddingTop: "1px" },
});

export const body = style({ display: "flex", flexDirection: "column", gap: tokens.space.xxs, minWidth: 0 });

export const title = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold });

export const description = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const action = style({ marginTop: tokens.space.sm, alignSelf: "flex-start" });
