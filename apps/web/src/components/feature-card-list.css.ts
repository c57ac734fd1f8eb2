import { tokens } from "@chartbot/ui/theme";
import { styleVariants } from "@vanilla-extract/css";
import { gridColumns } from "./grid-columns";
import { plainList } from "./layout.css";

/** How many cards stand side by side from tablets up. */
export const list = styleVariants({ 2: 2, 3: 3 }, (tablet) => [
  plainList,
  gridColumns(tokens.space.md, { tablet }),
]);
