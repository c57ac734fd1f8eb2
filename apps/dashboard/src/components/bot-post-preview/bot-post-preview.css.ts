import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const preview = style({ minWidth: 0 });

export const label = style({
  margin: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const cause = style({ display: "block" });

/** What stands in while the preview's script loads: about as tall as a post with a chart. */
export const placeholder = style({ minHeight: "12rem" });
