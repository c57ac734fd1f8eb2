import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: tokens.zIndex.header,
  height: tokens.size.header,
  background: "transparent",
  borderBottom: "1px solid transparent",
  transitionProperty: "background-color, border-color, box-shadow",
  transitionDuration: tokens.duration.normal,
  selectors: {
    "&[data-solid='true']": {
      background: vars.color.headerSolid,
      borderBottomColor: vars.color.border,
      // Opaque: the page's text must not show through the header it scrolls under.
      boxShadow: vars.shadow.raised,
    },
  },
});

export const inner = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: tokens.space.lg,
  height: "100%",
  maxWidth: tokens.size.content,
  marginInline: "auto",
  paddingInline: tokens.space.lg,
  "@media": { [media.tablet]: { paddingInline: tokens.space.xl } },
});

export const nav = style({
  flex: 1,
  minWidth: 0,
  "@media": { [media.belowDesktop]: { display: "none" } },
});

export const end = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  marginInlineStart: "auto",
});

export const desktopOnly = style({
  "@media": { [media.belowDesktop]: { display: "none" } },
});

export const divider = style({
  width: 1,
  height: "1.5rem",
  background: vars.color.border,
  marginInline: tokens.space.xs,
  "@media": { [media.belowWide]: { display: "none" } },
});

export const mobileOnly = style({
  "@media": { [media.desktop]: { display: "none" } },
});

export const skipLink = style([
  focusRing,
  {
    position: "absolute",
    left: tokens.space.lg,
    top: tokens.space.sm,
    zIndex: 1,
    padding: `${tokens.space.sm} ${tokens.space.lg}`,
    borderRadius: tokens.radius.md,
    background: vars.color.accent,
    color: vars.color.accentText,
    fontWeight: tokens.fontWeight.semibold,
    textDecoration: "none",
    transform: "translateY(-200%)",
    selectors: { "&:focus-visible": { transform: "none" } },
  },
]);
