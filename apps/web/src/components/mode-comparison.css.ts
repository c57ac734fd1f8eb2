import { tokens } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";
import { optionCell } from "./options-table.css";

export const heading = style({
  fontSize: tokens.fontSize.xxl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
  letterSpacing: "-0.01em",
});

export const inputCell = style([optionCell, { width: "20%", whiteSpace: "nowrap" }]);
