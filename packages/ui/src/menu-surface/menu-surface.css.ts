import { keyframes, style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { raisedPanel } from "../theme/raised-panel.css";
import { groupLabel } from "../theme/text.css";

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(-4px) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

/** The floating panel of dropdown menus, selects and the header's menus. */
export const surface = style([
  raisedPanel,
  {
    zIndex: tokens.zIndex.popover,
    minWidth: "12rem",
    padding: tokens.space.xs,
    animation: `${appear} ${tokens.duration.fast} ease-out`,
    transformOrigin: "var(--radix-popper-transform-origin, top)",
  },
]);

/** A row of a floating menu; highlighted by pointer or keyboard through `data-highlighted`. */
export const item = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  minHeight: tokens.size.controlSmall,
  paddingInline: tokens.space.sm,
  paddingBlock: tokens.space.xs,
  borderRadius: tokens.radius.md,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  userSelect: "none",
  selectors: {
    "&[data-highlighted]": { background: vars.color.surfaceHover },
    "&[data-highlighted]:focus-visible": { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const label = style([
  groupLabel,
  { paddingInline: tokens.space.sm, paddingBlock: tokens.space.xs, letterSpacing: "0.04em" },
]);

export const separator = style({ height: 1, marginBlock: tokens.space.xs, background: vars.color.border });
