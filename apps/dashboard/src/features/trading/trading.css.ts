import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });

export const grid = style({
  display: "grid",
  gap: tokens.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md });

export const inlineForm = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "flex-start" } },
});

export const grow = style({ flex: 1 });

/** Lines the button up with the input, below the label, from tablet width. */
export const inlineSubmit = style({ "@media": { [media.tablet]: { marginTop: "1.6rem" } } });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const subheading = style({
  marginTop: tokens.space.md,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
});

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  padding: tokens.space.md,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

export const itemMain = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  minWidth: 0,
});

export const itemTitle = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: "anywhere",
});

export const code = style({ fontFamily: tokens.font.mono, fontSize: tokens.fontSize.sm });

export const tokenRow = style({ display: "flex", gap: tokens.space.sm, alignItems: "stretch" });

export const tokenValue = style({
  flex: 1,
  minWidth: 0,
  minHeight: tokens.size.control,
  paddingInline: tokens.space.md,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: tokens.radius.md,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});

export const srOnly = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
