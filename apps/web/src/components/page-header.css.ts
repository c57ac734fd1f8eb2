import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";
import { displayTitle } from "./layout.css";

export const band = style({
  paddingBlock: `${tokens.space.xxl} ${tokens.space.xxxl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `linear-gradient(180deg, ${vars.color.accentSubtle} -140%, ${vars.color.surface} 100%)`,
  "@media": { [media.desktop]: { paddingBlock: `${tokens.space.huge} ${tokens.space.huge}` } },
});

export const eyebrow = style({
  color: vars.color.link,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

/** Room for a badge beside the title text. */
export const title = style([
  displayTitle,
  { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md },
]);

export const lead = style({
  maxWidth: "44rem",
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.lg,
  "@media": { [media.desktop]: { fontSize: tokens.fontSize.xl } },
});

export const extra = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.md,
  marginTop: tokens.space.sm,
});
