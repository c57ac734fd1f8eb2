import { style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens } from "../theme/contract.css";

// Static classes, one per choice: `Stack` and `Inline` look theirs up, so they ship no styling runtime and any
// page (the marketing site's included) can use them within its script budget.

/** A space of the spacing scale. */
export type Space = keyof typeof tokens.space;
/** How children line up across a stack or row. */
export type Alignment = "stretch" | "flex-start" | "center" | "flex-end" | "baseline";
/** How children share a row. */
export type Justification = "flex-start" | "center" | "flex-end" | "space-between";

/** A flex container that never overflows its parent because of a long word inside it. */
export const flex = style({ display: "flex", minWidth: 0 });
export const column = style({ flexDirection: "column" });
export const wrap = style({ flexWrap: "wrap" });

export const gap = styleVariants(tokens.space, (space) => ({ gap: space }));

const alignments: Record<Alignment, Alignment> = {
  stretch: "stretch",
  "flex-start": "flex-start",
  center: "center",
  "flex-end": "flex-end",
  baseline: "baseline",
};
export const align = styleVariants(alignments, (alignItems) => ({ alignItems }));

const justifications: Record<Justification, Justification> = {
  "flex-start": "flex-start",
  center: "center",
  "flex-end": "flex-end",
  "space-between": "space-between",
};
export const justify = styleVariants(justifications, (justifyContent) => ({ justifyContent }));

// After the alignments, so that below the width a collapsed row's stretch wins over its alignment.
/** A row that stands its children one under the other, stretched, below the tablet or desktop width. */
export const collapseBelow = styleVariants({
  tablet: { "@media": { [media.belowTablet]: { flexDirection: "column", alignItems: "stretch" } } },
  desktop: { "@media": { [media.belowDesktop]: { flexDirection: "column", alignItems: "stretch" } } },
});

/** The browser's list bullets and indents, and a fieldset's frame, off: the stack does the layout. */
export const reset = style({ listStyle: "none", margin: 0, padding: 0, border: 0 });
