import { tokens, vars } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";

/** The bell: an icon button with the unread badge on its corner. */
export const bell = style({ position: "relative" });

export const badge = style({
  position: "absolute",
  top: 2,
  insetInlineEnd: 2,
  minWidth: "1.125rem",
  height: "1.125rem",
  paddingInline: 4,
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: "0.6875rem",
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: "1.125rem",
  textAlign: "center",
  pointerEvents: "none",
});

export const panelHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.sm,
  marginBlockEnd: tokens.space.sm,
});

export const panelTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const panelList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.xs,
});

export const panelFooter = style({
  marginBlockStart: tokens.space.sm,
  paddingBlockStart: tokens.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** One notice in the bell: a card, tinted while unread. */
export const panelItem = style({
  padding: tokens.space.sm,
  borderRadius: tokens.radius.md,
  selectors: { '&[data-unread="true"]': { background: vars.color.surfaceSunken } },
});

/** The notice's text; long words (ids, addresses) wrap instead of widening the panel or the page. */
export const notice = style({ display: "grid", gap: tokens.space.xs, minWidth: 0, overflowWrap: "anywhere" });

export const noticeTitle = style({
  display: "flex",
  alignItems: "baseline",
  gap: tokens.space.xs,
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

/** The unread dot before a title (its words are for screen readers). */
export const unreadDot = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
  transform: "translateY(-1px)",
});

export const meta = style({ margin: 0, fontSize: tokens.fontSize.xs, color: vars.color.textMuted });

export const message = style({ margin: 0, fontSize: tokens.fontSize.sm });
