import { style } from "@vanilla-extract/css";

/** A sentence inside a callout or a list row: no margins of its own. */
export const sentence = style({ margin: 0 });
