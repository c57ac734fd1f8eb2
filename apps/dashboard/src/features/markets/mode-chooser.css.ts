import { media, tokens, vars } from "@chartbot/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

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
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const description = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

const grid = style({ display: "grid", gap: tokens.space.md });

export const choices = styleVariants({
  columns: [grid, { "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } }],
  stacked: [grid],
});

export const choice = style({
  display: "flex",
  gap: tokens.space.md,
  alignItems: "flex-start",
  padding: tokens.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.accent, background: vars.color.accentSubtle },
    "&:has(input:focus-visible)": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.7 },
  },
});

export const radio = style({
  marginTop: "0.2rem",
  accentColor: vars.color.accent,
  width: "1.1rem",
  height: "1.1rem",
  flexShrink: 0,
});

export const text = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs });
export const label = style({ fontWeight: tokens.fontWeight.semibold });
export const help = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
