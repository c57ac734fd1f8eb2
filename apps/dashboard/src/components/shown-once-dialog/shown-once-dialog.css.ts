import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** The secret, read-only and selectable, as wide as the row leaves it. */
export const secretValue = style({
  flex: 1,
  minWidth: 0,
  minHeight: tokens.size.control,
  paddingInline: tokens.space.md,
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: tokens.radius.md,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});
