import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";

/** A chat window's panel, raised, its posts in a column: the bot preview's and the chat preview's. */
export const chatPanel = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  margin: 0,
  padding: tokens.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

/** The chat window: a raised panel as wide as its column, never wider than the screen. */
export const window = style([chatPanel, { maxWidth: "100%", overflowWrap: "anywhere" }]);

// The theme's paragraphs break long words only where they overflow (`break-word`), which still widens a flex or
// grid column to the longest word: a message of one long word (a role mentioned 30 times) would widen the page.
globalStyle(`${window} p`, { overflowWrap: "anywhere" });

export const caption = style({
  paddingBottom: tokens.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const mode = style({ display: "block", marginTop: tokens.space.xxs, fontSize: tokens.fontSize.xs });

const avatarBase = style({
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: tokens.radius.full,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.sm,
});

export const avatar = styleVariants({
  member: [avatarBase, { background: "#0f766e", color: "#ffffff" }],
  bot: [avatarBase, { background: vars.color.accentSubtle }],
  licensed: [avatarBase, { background: "#7c3aed", color: "#ffffff" }],
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  flex: 1,
  minWidth: 0,
});

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
});

export const author = style({ fontWeight: tokens.fontWeight.semibold });

export const botTag = style({
  padding: "0 0.3rem",
  borderRadius: tokens.radius.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: "0.625rem",
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: 1.6,
});

export const time = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.xs });

export const command = style({ fontSize: tokens.fontSize.md });

export const mention = style({
  padding: "0 0.2rem",
  borderRadius: tokens.radius.sm,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontWeight: tokens.fontWeight.medium,
});

export const embed = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  maxWidth: "32rem",
  padding: tokens.space.md,
  borderInlineStartWidth: "4px",
  borderInlineStartStyle: "solid",
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: tokens.fontSize.sm,
  minWidth: 0,
});

export const embedTone = styleVariants({
  accent: { borderInlineStartColor: vars.color.accent },
  positive: { borderInlineStartColor: vars.color.positive },
  negative: { borderInlineStartColor: vars.color.negative },
  neutral: { borderInlineStartColor: vars.color.borderStrong },
});

export const embedTitle = style({ fontWeight: tokens.fontWeight.bold, fontSize: tokens.fontSize.md });

export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
  gap: tokens.space.sm,
  margin: 0,
});

export const fieldWide = style({ gridColumn: "1 / -1" });

export const fieldName = style({ fontWeight: tokens.fontWeight.semibold, fontSize: tokens.fontSize.xs });

export const fieldValue = style({ margin: 0 });

export const tone = styleVariants({
  positive: { color: vars.color.positive, fontWeight: tokens.fontWeight.semibold },
  negative: { color: vars.color.negative, fontWeight: tokens.fontWeight.semibold },
});

export const footer = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.xs });

export const picture = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: tokens.radius.sm,
});

export const members = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  maxWidth: "20rem",
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
});

export const memberGroup = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const memberText = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  fontSize: tokens.fontSize.sm,
});

export const memberStatus = style({ fontSize: tokens.fontSize.xs });

export const market = style({ fontWeight: tokens.fontWeight.semibold, fontSize: tokens.fontSize.xs });
