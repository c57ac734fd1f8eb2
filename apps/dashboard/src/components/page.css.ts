import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.xl });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: tokens.space.lg,
});

export const headings = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  "@media": { [media.tablet]: { fontSize: tokens.fontSize.display } },
});

export const description = style({ color: vars.color.textMuted, maxWidth: "42rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });

export const section = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });

export const sectionTitle = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
});

export const narrow = style({
  width: "100%",
  maxWidth: "28rem",
  marginInline: "auto",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.lg,
});

export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });

export const formFooter = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  selectors: {
    "&::before, &::after": { content: "''", flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
