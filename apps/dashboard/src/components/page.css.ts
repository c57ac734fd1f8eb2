import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  "@media": { [media.tablet]: { fontSize: tokens.fontSize.display } },
});

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: "42rem" });

/** The sign-in and account-step screens: one narrow column in the middle. */
export const narrow = style({ width: "100%", maxWidth: "28rem", marginInline: "auto" });

export const formFooter = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

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
