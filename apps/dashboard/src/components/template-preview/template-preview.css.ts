import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const preview = style({
  margin: 0,
  marginTop: `calc(-1 * ${tokens.space.xs})`,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});

export const expansion = style({ color: vars.color.text });
