import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";
import { gridColumns } from "./grid-columns";

/** The page's content column, aligned with the header. */
export const container = style({
  width: "100%",
  maxWidth: tokens.size.content,
  marginInline: "auto",
  paddingInline: tokens.space.lg,
  "@media": { [media.tablet]: { paddingInline: tokens.space.xl } },
});

/** Vertical rhythm between a page's bands. */
export const band = style({
  paddingBlock: tokens.space.xxxl,
  "@media": { [media.desktop]: { paddingBlock: tokens.space.huge } },
});

export const bandMuted = style([band, { background: vars.color.surfaceSunken }]);

export const sectionHeading = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  letterSpacing: "-0.01em",
  marginBottom: tokens.space.lg,
});

export const sectionLead = style({
  maxWidth: "44rem",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.lg,
  marginBottom: tokens.space.xl,
});

/** A list without bullets or indents: the items are laid out by the class that uses it. */
export const plainList = style({ margin: 0, padding: 0, listStyle: "none" });

/** A responsive grid of cards: one column on phones, up to three on desktops. */
export const cardGrid = style([plainList, gridColumns(tokens.space.lg, { phone: 1, tablet: 2, desktop: 3 })]);

/** Running text: readable line length and spacing between blocks. */
export const prose = style({
  maxWidth: "46rem",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  lineHeight: 1.65,
});

/** A bulletless list, one item under the other. */
export const stackedList = style([plainList, { display: "flex", flexDirection: "column" }]);

/** A page's big headline: the h1 of inner pages and of the 404 page. */
export const displayTitle = style({
  fontSize: "clamp(2rem, 1.4rem + 2.4vw, 3rem)",
  fontWeight: tokens.fontWeight.bold,
  lineHeight: 1.1,
  letterSpacing: "-0.02em",
});

/** A page body with a side column: stacked on phones, side by side on desktops (the side width is the page's). */
export const withAside = style({
  display: "grid",
  gap: tokens.space.xxl,
  paddingBlock: tokens.space.xxl,
  "@media": { [media.desktop]: { gap: tokens.space.huge, paddingBlock: tokens.space.huge } },
});

/** The main column of `withAside`: long-form blocks with room between them. */
export const mainColumn = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xxxl,
  minWidth: 0,
  lineHeight: 1.65,
});

/** The side column of `withAside`, which stays in view under the header while the main column scrolls. */
export const stickyAside = style({
  "@media": {
    [media.desktop]: {
      position: "sticky",
      top: `calc(${tokens.size.header} + ${tokens.space.xl})`,
      alignSelf: "start",
    },
  },
});

/** A command shown as an example at the foot of a card. */
export const commandChip = style({
  alignSelf: "flex-start",
  marginTop: "auto",
  padding: `${tokens.space.xxs} ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: tokens.fontSize.sm,
});

/** The framed box a wide table scrolls in sideways on narrow screens. */
export const tableScroller = style({
  overflowX: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surfaceRaised,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const list = style({
  margin: 0,
  paddingInlineStart: tokens.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
});

/** A link that covers its whole card, so the card is one click target with one accessible name. */
export { cardLink } from "@chartbot/ui/tokens";
