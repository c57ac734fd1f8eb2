import { tokens, vars } from "@chartbot/ui/theme";
import { styleVariants } from "@vanilla-extract/css";
import { gridColumns } from "./grid-columns";
import { plainList, stackedList } from "./layout.css";

/** `compact`: one column of small text (cards); `columns`: two columns from tablets up (pages). */
export const list = styleVariants({
  compact: [stackedList, { gap: tokens.space.sm, fontSize: tokens.fontSize.sm }],
  columns: [plainList, gridColumns(tokens.space.md, { tablet: 2 })],
});

/** The tick's offset that lines it up with the first line of text at each size. */
export const check = styleVariants({
  compact: { flexShrink: 0, marginTop: "0.2rem", color: vars.color.positive },
  columns: { flexShrink: 0, marginTop: "0.25rem", color: vars.color.positive },
});
