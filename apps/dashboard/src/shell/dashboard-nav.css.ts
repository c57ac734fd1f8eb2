import { focusRing, media, tokens, vars } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";

/** Phones and tablets: the nav above the page; desktop: a side column beside it. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.xl,
  "@media": {
    [media.desktop]: { gridTemplateColumns: "13rem minmax(0, 1fr)", gap: tokens.space.xxl },
  },
});

export const content = style({ minWidth: 0 });

export const nav = style({
  // A bar that scrolls sideways on phones (the page itself never does), pinned in place on desktop.
  overflowX: "auto",
  marginInline: `calc(-1 * ${tokens.space.lg})`,
  paddingInline: tokens.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: "thin",
  "@media": {
    [media.desktop]: {
      overflowX: "visible",
      marginInline: 0,
      paddingInline: 0,
      borderBottom: "none",
      alignSelf: "start",
      position: "sticky",
      top: `calc(${tokens.size.header} + ${tokens.space.lg})`,
    },
  },
});

export const list = style({
  display: "flex",
  gap: tokens.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.desktop]: { flexDirection: "column" } },
});

export const link = style([
  focusRing,
  {
    display: "block",
    whiteSpace: "nowrap",
    paddingBlock: tokens.space.sm,
    paddingInline: tokens.space.md,
    // Room for the focus ring inside the scrolling bar.
    marginBlock: tokens.space.xs,
    borderRadius: tokens.radius.md,
    color: vars.color.textMuted,
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
    textDecoration: "none",
    selectors: {
      "&:hover": { color: vars.color.text, background: vars.color.surfaceHover },
      '&[aria-current="page"]': {
        color: vars.color.accentSubtleText,
        background: vars.color.accentSubtle,
        fontWeight: tokens.fontWeight.semibold,
      },
    },
    "@media": { [media.desktop]: { fontSize: tokens.fontSize.md, marginBlock: 0 } },
  },
]);
