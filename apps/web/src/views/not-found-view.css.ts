import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";
import { stackedList } from "@/components/layout.css";

export const code = style({
  color: vars.color.link,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
});

export const text = style({ maxWidth: "36rem", color: vars.color.textMuted, fontSize: tokens.fontSize.lg });

export const list = style([stackedList, { gap: tokens.space.sm }]);

export const hint = style({ color: vars.color.textMuted });
