import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { raisedPanel } from "../theme/raised-panel.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.97)" },
  to: { opacity: 1, transform: "translate(-50%, -50%)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: tokens.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${tokens.duration.normal} ease-out`,
});

const content = style([
  raisedPanel,
  {
    position: "fixed",
    top: "50%",
    left: "50%",
    zIndex: tokens.zIndex.overlay,
    transform: "translate(-50%, -50%)",
    display: "flex",
    flexDirection: "column",
    gap: tokens.space.lg,
    width: `calc(100vw - ${tokens.space.xxl})`,
    maxHeight: `calc(100dvh - ${tokens.space.xxl})`,
    overflowY: "auto",
    padding: tokens.space.xl,
    animation: `${popIn} ${tokens.duration.normal} ease-out`,
    outline: "none",
  },
]);

export const size = styleVariants({
  sm: [content, { maxWidth: "26rem" }],
  md: [content, { maxWidth: "34rem" }],
  lg: [content, { maxWidth: "48rem" }],
});

export const header = style({ display: "flex", alignItems: "flex-start", gap: tokens.space.md });

export const headings = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, flex: 1 });

export const title = style({
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const close = style({
  marginTop: `calc(-1 * ${tokens.space.xs})`,
  marginRight: `calc(-1 * ${tokens.space.xs})`,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: tokens.space.sm,
  paddingTop: tokens.space.xs,
});
