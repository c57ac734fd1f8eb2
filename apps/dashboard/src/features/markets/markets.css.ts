import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const sentence = style({ fontSize: tokens.fontSize.sm, minHeight: "1.5em", margin: 0 });

export const muted = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  color: vars.color.textMuted,
});

export const found = style({ display: "inline-flex", alignItems: "flex-start", gap: tokens.space.xs });
export const foundIcon = style({ color: vars.color.positive, flexShrink: 0, marginTop: "0.15rem" });
export const notFound = style({ color: vars.color.negative });

export const chipSet = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const chipsLabel = style({
  padding: 0,
  marginBottom: tokens.space.xs,
  fontSize: tokens.fontSize.xs,
  color: vars.color.textMuted,
});

export const chip = style({
  display: "inline-flex",
  alignItems: "baseline",
  gap: tokens.space.xs,
  minHeight: "2rem",
  paddingInline: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  cursor: "pointer",
  transition: `background ${tokens.duration.fast}, border-color ${tokens.duration.fast}`,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const chipTicker = style({ fontWeight: tokens.fontWeight.semibold });
export const chipVenue = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.xs });
