// Styles only: the theme contract, scales, breakpoints and shared style classes for `.css.ts` files.
// Nothing here imports React or installs the global styles, so a stylesheet that needs `vars` does not
// pull components into the build (use `@chartbot/ui/theme` for the theme script, toggle and store).
export { breakpoints, media } from "../theme/breakpoints";
export { cardLink } from "../theme/card-link.css";
export { darkColors, lightColors, type ThemeColors } from "../theme/colors";
export { tokens, vars } from "../theme/contract.css";
export { focusRing } from "../theme/focus-ring.css";
export { darkTheme, lightTheme } from "../theme/themes.css";
export { visuallyHidden } from "../theme/visually-hidden.css";
