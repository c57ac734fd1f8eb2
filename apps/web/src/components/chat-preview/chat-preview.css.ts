import { chatPanel } from "@chartbot/ui/bot-preview/bot-preview.css";
import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const window = style([chatPanel, { boxShadow: vars.shadow.overlay }]);

export const channel = style({
  paddingBottom: tokens.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});

export const caption = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.xs });
