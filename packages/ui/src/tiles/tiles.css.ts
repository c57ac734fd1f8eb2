import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens } from "../theme/contract.css";

export const tiles = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  border: 0,
  display: "grid",
  minWidth: 0,
});

const counts = [1, 2, 3, 4] as const;
const template = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/** The number of columns on phones, from tablet width, and from desktop width. */
export const mobile = styleVariants(Object.fromEntries(counts.map((count) => [count, template(count)])));
export const tablet = styleVariants(
  Object.fromEntries(counts.map((count) => [count, { "@media": { [media.tablet]: template(count) } }])),
);
export const desktop = styleVariants(
  Object.fromEntries(counts.map((count) => [count, { "@media": { [media.desktop]: template(count) } }])),
);

export const gap = styleVariants({
  sm: { gap: tokens.space.sm },
  md: { gap: tokens.space.md },
  lg: { gap: tokens.space.lg },
});
