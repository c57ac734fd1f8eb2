import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

/** A thin bar under the count; the native meter keeps its colours for low, high and full. */
export const bar = style({ width: "100%", maxWidth: "16rem", height: "0.5rem" });
