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
  // A shadow at each edge the bar can still scroll towards, so it shows there is more (the shadows are drawn
  // where the content is not: covers that scroll with the links hide them at the content's ends).
  background: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent) left center / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent) right center / 2.5rem 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.borderStrong}, transparent) left center / 0.75rem 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.borderStrong}, transparent) right center / 0.75rem 100% no-repeat scroll`,
  ].join(", "),
  "@media": {
    [media.desktop]: {
      background: "none",
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
