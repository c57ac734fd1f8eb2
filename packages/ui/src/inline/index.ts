export { Inline, type InlineElement, type InlineOptions, type InlineProps, inline } from "./inline";
