import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";
import { truncatedNote } from "../theme/text.css";

export const area = style({ display: "flex", alignItems: "center", gap: tokens.space.sm });

/**
 * One grid cell holding every state's invisible copy and the current state: as wide as the widest, so the
 * header's layout is the same whatever the session (no layout shift when it arrives).
 */
export const reservation = style({ display: "grid", alignItems: "center" });

const stacked = style({ gridArea: "1 / 1" });

/** An invisible copy of one state's controls; it only gives the cell its size. */
export const sizer = style([stacked, { display: "flex", visibility: "hidden", pointerEvents: "none" }]);

/**
 * The current state's controls, at the end of the reserved cell. The box fills the whole cell, so it never
 * moves when its content changes size; only the content, a new element per state, appears.
 */
export const current = style([
  stacked,
  { display: "flex", alignItems: "center", justifyContent: "flex-end", alignSelf: "stretch" },
]);

/** The avatar button's size, for the reservation. */
export const avatarSize = style({ width: "2rem", height: "2rem" });

export const signIn = style({ minWidth: "5rem" });

export const placeholder = style({
  width: "5rem",
  height: tokens.size.control,
  borderRadius: tokens.radius.md,
});

export const avatarTrigger = style([
  focusRing,
  {
    display: "inline-flex",
    padding: 0,
    border: 0,
    borderRadius: tokens.radius.full,
    background: "transparent",
    cursor: "pointer",
  },
]);

export const userCard = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xxs,
  paddingInline: tokens.space.sm,
  paddingBlock: tokens.space.sm,
  maxWidth: "16rem",
});

export const userName = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.semibold });

export const userEmail = truncatedNote;

export const chevron = style({ color: vars.color.textMuted });

/** "Control Panel": only the icon on small laptops, still the button's accessible name. */
export const controlPanelLabel = style({
  "@media": {
    [media.belowWide]: {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});
