import { style } from "@vanilla-extract/css";

/** A stack never overflows its parent because of a long word inside it. */
export const stack = style({ minWidth: 0 });

/** The browser's list bullets and indents, and a fieldset's frame, off: the stack does the layout. */
export const reset = style({ listStyle: "none", margin: 0, padding: 0, border: 0 });
