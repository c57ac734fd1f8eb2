import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.lg,
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const emptyActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: tokens.space.sm,
});

export const card = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, height: "100%" });

export const cardHeader = style({ display: "flex", alignItems: "center", gap: tokens.space.md, minWidth: 0 });

export const cardTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: "anywhere",
});

/** The title link covers the whole card: one click target with one accessible name. */
export const cardLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: "''", position: "absolute", inset: 0, borderRadius: tokens.radius.lg },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.xs,
  alignItems: "center",
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const usage = style({ margin: 0, fontSize: tokens.fontSize.sm });

export const error = style({
  margin: 0,
  color: vars.color.negative,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const identity = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.lg,
});

export const addons = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs });

export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg, minWidth: 0 });

export const subForm = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const subheading = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const group = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const narrowField = style({ maxWidth: "14rem" });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: tokens.space.xs,
  fontWeight: tokens.fontWeight.semibold,
});

export const twoColumns = style({
  display: "grid",
  gap: tokens.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const threeColumns = style({
  display: "grid",
  gap: tokens.space.lg,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const checkboxGrid = style({
  display: "grid",
  gap: tokens.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md });

export const sectionBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

export const inlineForm = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  "@media": { [media.tablet]: { flexDirection: "row", alignItems: "flex-start" } },
});

export const grow = style({ flex: 1, minWidth: 0 });

/** Lines the button up with the input, below the label, from tablet width. */
export const inlineSubmit = style({ "@media": { [media.tablet]: { marginTop: "1.6rem" } } });

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
  flex: 1,
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

export const itemActions = style({ display: "flex", gap: tokens.space.sm, flexShrink: 0 });

export const venue = style({ color: vars.color.textMuted, fontWeight: tokens.fontWeight.regular });

export const code = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  overflowWrap: "anywhere",
});

export const quote = style({
  margin: 0,
  fontStyle: "italic",
  fontSize: tokens.fontSize.sm,
  overflowWrap: "anywhere",
});

export const url = style({ overflowWrap: "anywhere" });

export const dialogActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: tokens.space.sm,
  marginTop: tokens.space.sm,
});
