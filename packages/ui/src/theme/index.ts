import "./global.css";

export { ThemeToggle, type ThemeToggleProps } from "../theme-toggle/theme-toggle";
export { breakpoints, media } from "./breakpoints";
export { darkColors, lightColors, type ThemeColors } from "./colors";
export { tokens, vars } from "./contract.css";
export { ThemeScript, type ThemeScriptProps, themeScriptSource } from "./theme-script";
export {
  applyTheme,
  getDocumentTheme,
  resolveTheme,
  setTheme,
  subscribeToTheme,
  type Theme,
} from "./theme-store";
export { darkTheme, lightTheme } from "./themes.css";
export { type UseTheme, useTheme } from "./use-theme";
