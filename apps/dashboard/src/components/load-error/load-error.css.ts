import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md });
