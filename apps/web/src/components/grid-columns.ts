import { media } from "@chartbot/ui/tokens";
import type { StyleRule } from "@vanilla-extract/css";

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * A grid of equal columns, for `.css.ts` files: how many on phones (one item a row when not given), from
 * tablets up and from desktops up.
 */
export function gridColumns(
  gap: string,
  columns: { phone?: number; tablet: number; desktop?: number },
): StyleRule {
  return {
    display: "grid",
    gap,
    ...(columns.phone && { gridTemplateColumns: repeat(columns.phone) }),
    "@media": {
      [media.tablet]: { gridTemplateColumns: repeat(columns.tablet) },
      ...(columns.desktop && { [media.desktop]: { gridTemplateColumns: repeat(columns.desktop) } }),
    },
  };
}
