import { media, tokens } from "@chartbot/ui/theme";
import { styleVariants } from "@vanilla-extract/css";
import { plainList } from "./layout.css";

/** How many cards stand side by side from tablets up. */
export const list = styleVariants(
  { 2: "repeat(2, minmax(0, 1fr))", 3: "repeat(3, minmax(0, 1fr))" },
  (columns) => [
    plainList,
    { display: "grid", gap: tokens.space.md, "@media": { [media.tablet]: { gridTemplateColumns: columns } } },
  ],
);
