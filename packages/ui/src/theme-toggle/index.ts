export { ThemeToggle, type ThemeToggleProps } from "./theme-toggle";
