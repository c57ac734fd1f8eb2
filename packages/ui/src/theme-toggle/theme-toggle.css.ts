import { style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { darkTheme, lightTheme } from "../theme/themes.css";

// The icon follows the theme class (or the system preference before it is set) in CSS, so the server
// render already shows the right one: no flash while React hydrates.
const unthemedRoot = `:root:not(${lightTheme}):not(${darkTheme})`;

/** Shown in the light theme: the moon, "switch to dark". */
export const lightOnly = style({
  selectors: { [`${darkTheme} &`]: { display: "none" } },
  "@media": { [media.prefersDark]: { selectors: { [`${unthemedRoot} &`]: { display: "none" } } } },
});

/** Shown in the dark theme: the sun, "switch to light". */
export const darkOnly = style({
  selectors: { [`${lightTheme} &`]: { display: "none" } },
  "@media": {
    "(prefers-color-scheme: light)": { selectors: { [`${unthemedRoot} &`]: { display: "none" } } },
  },
});
