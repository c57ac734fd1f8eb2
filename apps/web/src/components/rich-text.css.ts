import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const code = style({
  padding: "0.1em 0.35em",
  borderRadius: tokens.radius.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.9em",
  overflowWrap: "anywhere",
});
