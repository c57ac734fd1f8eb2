import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const band = style({
  paddingBlock: tokens.space.huge,
  borderTop: `1px solid ${vars.color.border}`,
  background: `radial-gradient(ellipse at top, ${vars.color.accentSubtle}, ${vars.color.surface} 70%)`,
});

export const inner = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: tokens.space.lg,
  textAlign: "center",
});

export const title = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  "@media": { [media.desktop]: { fontSize: tokens.fontSize.display } },
});

export const text = style({ maxWidth: "36rem", color: vars.color.textMuted, fontSize: tokens.fontSize.lg });
