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

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  scrollMarginTop: `calc(${tokens.size.header} + ${tokens.space.lg})`,
});

/** The add-on pre-selected from `?addon=`. */
export const selected = style({
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 2px ${vars.color.accent}`,
});

export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const price = style({ margin: 0 });

export const status = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: tokens.space.xs,
  padding: tokens.space.md,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
});

export const statusLine = style({ margin: 0, display: "flex", alignItems: "center", gap: tokens.space.sm });

export const subscribe = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  marginTop: "auto",
});

export const subscribeFields = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const bannerRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.md,
});

export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });

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

export const steppers = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
});

export const stepperRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
});

export const stepperName = style({ minWidth: 0, overflowWrap: "anywhere" });

export const stepper = style({ display: "inline-flex", alignItems: "center", gap: tokens.space.sm });

export const stepperValue = style({
  minWidth: "2ch",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  fontWeight: tokens.fontWeight.semibold,
});

export const dialogActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: tokens.space.sm,
});
