// What the parser box loads on demand (a dynamic import): the real parser and catalogue, and the results
// view, kept out of the page's first-load script.
export { ParserResults } from "./parser-results";
export { announceResolution, resolveInBothModes } from "./ticker-resolution";
