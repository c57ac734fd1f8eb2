import { assignVars, createTheme, globalStyle } from "@vanilla-extract/css";
import { media } from "./breakpoints";
import { darkColors, lightColors } from "./colors";
import { vars } from "./contract.css";

const lightValues = {
  color: lightColors,
  shadow: {
    raised: "0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)",
    overlay: "0 12px 32px rgb(15 23 42 / 0.16), 0 2px 6px rgb(15 23 42 / 0.08)",
  },
};

const darkValues = {
  color: darkColors,
  shadow: {
    raised: "0 1px 2px rgb(0 0 0 / 0.4)",
    overlay: "0 12px 32px rgb(0 0 0 / 0.55), 0 0 0 1px rgb(255 255 255 / 0.04)",
  },
};

/** The light theme class; set on `<html>` (or any subtree) by the theme script and toggle. */
export const lightTheme = createTheme(vars, lightValues, "light");

/** The dark theme class. */
export const darkTheme = createTheme(vars, darkValues, "dark");

globalStyle(lightTheme, { colorScheme: "light" });
globalStyle(darkTheme, { colorScheme: "dark" });

// Before the theme script runs (or without JavaScript) follow the system preference.
const unthemedRoot = `:root:not(${lightTheme}):not(${darkTheme})`;
globalStyle(unthemedRoot, {
  vars: assignVars(vars, lightValues),
  colorScheme: "light dark",
  "@media": { [media.prefersDark]: { vars: assignVars(vars, darkValues) } },
});
