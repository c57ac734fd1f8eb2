import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

// A radio choice drawn as a card: the whole card is the label, the checked one is tinted. Used by the ticker
// mode choosers of the account, the alert form and the community settings.

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

export const label = style({ fontWeight: tokens.fontWeight.semibold });
export const help = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
