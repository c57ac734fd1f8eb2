import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

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

/** A responsive grid of cards: one column on phones, up to three on desktops. */
export const cardGrid = style({
  display: "grid",
  gap: tokens.space.lg,
  padding: 0,
  margin: 0,
  listStyle: "none",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

/** Running text: readable line length and spacing between blocks. */
export const prose = style({
  maxWidth: "46rem",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  lineHeight: 1.65,
});

export const list = style({
  margin: 0,
  paddingInlineStart: tokens.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.md,
});

/** A link that covers its whole card, so the card is one click target with one accessible name. */
export const cardLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: tokens.radius.lg },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
