import type { HTMLAttributes } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./tiles.css";

/** How many columns: one number for every width, or a number per layout (each applies from its width on). */
export type TileColumns =
  | 1
  | 2
  | 3
  | 4
  | { mobile?: 1 | 2 | 3 | 4; tablet?: 1 | 2 | 3 | 4; desktop?: 1 | 2 | 3 | 4 };

export interface TilesProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `ul` for a list of cards. @default "div" */
  as?: "div" | "ul" | "ol" | "fieldset";
  /** The columns. @default { mobile: 1, tablet: 2, desktop: 3 } */
  columns?: TileColumns;
  /** The space between the tiles. @default "lg" */
  gap?: keyof typeof styles.gap;
}

/** Children in a grid of equal columns: cards, fields side by side, a block of checkboxes. */
export function Tiles({
  as: Element = "div",
  columns = { mobile: 1, tablet: 2, desktop: 3 },
  gap = "lg",
  className,
  ...props
}: TilesProps) {
  const widths = typeof columns === "number" ? { mobile: columns } : columns;
  return (
    <Element
      className={joinClassNames(
        styles.tiles,
        styles.gap[gap],
        widths.mobile && styles.mobile[widths.mobile],
        widths.tablet && styles.tablet[widths.tablet],
        widths.desktop && styles.desktop[widths.desktop],
        className,
      )}
      {...props}
    />
  );
}
