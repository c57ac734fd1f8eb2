import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(12px)" },
  to: { opacity: 1, transform: "none" },
});

/**
 * Phones: a compact sheet against the bottom edge (two lines of text over one row of buttons), so the top of
 * the page (the hero's heading and call to action) stays uncovered. From tablet up: a floating card.
 */
export const banner = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: tokens.zIndex.banner,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  marginInline: "auto",
  padding: tokens.space.md,
  paddingBottom: `max(${tokens.space.md}, env(safe-area-inset-bottom))`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  animation: `${rise} ${tokens.duration.normal} ease-out`,
  "@media": {
    [media.tablet]: {
      insetInline: tokens.space.lg,
      bottom: tokens.space.lg,
      maxWidth: "44rem",
      flexDirection: "row",
      alignItems: "center",
      gap: tokens.space.md,
      padding: tokens.space.lg,
      paddingInline: tokens.space.xl,
      border: `1px solid ${vars.color.border}`,
      borderRadius: tokens.radius.lg,
    },
  },
});

export const text = style({ flex: 1, margin: 0, fontSize: tokens.fontSize.sm });

export const details = style({ whiteSpace: "nowrap" });

export const actions = style({ display: "flex", gap: tokens.space.sm, flexShrink: 0 });

// On phones the two buttons share the row equally; from tablet up they take their own width.
globalStyle(`${actions} > *`, { flex: "1 1 0", "@media": { [media.tablet]: { flex: "0 0 auto" } } });
