import { focusRing, media, tokens, vars } from "@chartbot/ui/tokens";
import { globalStyle, style } from "@vanilla-extract/css";
import { stackedList } from "../layout.css";

export const verdict = style({ fontWeight: tokens.fontWeight.semibold });

/** One column per mode; stacked on phones. */
export const columns = style({
  display: "grid",
  gap: tokens.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: tokens.space.md,
  rowGap: tokens.space.xs,
  margin: 0,
  fontSize: tokens.fontSize.sm,
});

globalStyle(`${facts} > dt`, { color: vars.color.textMuted });

globalStyle(`${facts} > dd`, { margin: 0, overflowWrap: "anywhere" });

export const ticker = style({ fontFamily: tokens.font.mono, fontSize: tokens.fontSize.md });

export const more = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  fontSize: tokens.fontSize.sm,
});

export const moreLabel = style({ color: vars.color.textMuted, fontWeight: tokens.fontWeight.medium });

export const symbolList = style([stackedList, { gap: tokens.space.xs, overflowWrap: "anywhere" }]);

/** Typed forms: the same box as text (server) and as a button (browser), so nothing moves when it loads. */
const chip = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.75rem",
  paddingInline: tokens.space.xs,
  border: "1px solid transparent",
  borderRadius: tokens.radius.sm,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  verticalAlign: "middle",
} as const;

export const typed = style({ ...chip, background: vars.color.surfaceSunken });

/** A suggestion as a button that puts its typed form in the box. */
export const pick = style([
  focusRing,
  {
    ...chip,
    borderColor: vars.color.borderStrong,
    background: vars.color.surfaceRaised,
    color: vars.color.link,
    cursor: "pointer",
    selectors: { "&:hover": { background: vars.color.surfaceHover } },
  },
]);
