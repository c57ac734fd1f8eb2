import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const sections = style({ display: "flex", flexDirection: "column", gap: tokens.space.xl });

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
  maxWidth: "32rem",
});

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.md,
});

export const muted = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.md,
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const legend = style({
  padding: 0,
  marginBottom: tokens.space.md,
  fontWeight: tokens.fontWeight.semibold,
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
    "&:has(input:disabled)": { cursor: "progress", opacity: 0.7 },
  },
});

export const radio = style({
  marginTop: "0.2rem",
  accentColor: vars.color.accent,
  width: "1.1rem",
  height: "1.1rem",
  flexShrink: 0,
});

export const choiceText = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs });
export const choiceLabel = style({ fontWeight: tokens.fontWeight.semibold });
export const choiceHelp = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

export const dangerCard = style({ borderColor: vars.color.negative });
