import { style } from "@vanilla-extract/css";
import { control } from "../field/field.css";
import { tokens, vars } from "../theme/contract.css";

export const trigger = style([
  control,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.space.sm,
    textAlign: "start",
    cursor: "pointer",
    selectors: { "&[data-placeholder]": { color: vars.color.textMuted } },
  },
]);

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const content = style({
  maxHeight: "var(--radix-select-content-available-height)",
  minWidth: "var(--radix-select-trigger-width)",
  // Above a dialog's overlay, so a select inside a dialog can be used with the pointer too (the menu surface
  // sits at the popover level, under overlays).
  selectors: { "&[data-state]": { zIndex: `calc(${tokens.zIndex.overlay} + 1)` } },
});

export const itemIndicator = style({
  marginInlineStart: "auto",
  display: "inline-flex",
  color: vars.color.link,
});

/** An option's colour dot (a role's colour), outlined so light and dark colours show on both themes. */
export const swatch = style({
  flexShrink: 0,
  width: "0.75rem",
  height: "0.75rem",
  borderRadius: "50%",
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
