import { createGlobalTheme, createThemeContract } from "@vanilla-extract/css";

/** Colours and shadows: the slots a light or dark theme fills (see `colors.ts`). */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    surfaceHover: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSubtle: null,
    accentSubtleText: null,
    link: null,
    positive: null,
    positiveSubtle: null,
    negative: null,
    negativeHover: null,
    negativeText: null,
    negativeSubtle: null,
    warning: null,
    warningSubtle: null,
    focus: null,
    overlay: null,
    headerSolid: null,
  },
  shadow: {
    raised: null,
    overlay: null,
  },
});

const fontBody =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Theme-independent scales: spacing, type, radii, layers and motion. */
export const tokens = createGlobalTheme(":root", {
  space: {
    none: "0",
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "0.75rem",
    lg: "1rem",
    xl: "1.5rem",
    xxl: "2rem",
    xxxl: "3rem",
    huge: "4rem",
  },
  font: {
    body: fontBody,
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    xxl: "1.5rem",
    display: "2.25rem",
  },
  fontWeight: {
    regular: "400",
    medium: "500",
    semibold: "600",
    bold: "700",
  },
  lineHeight: {
    tight: "1.25",
    normal: "1.5",
  },
  radius: {
    sm: "0.375rem",
    md: "0.5rem",
    lg: "0.75rem",
    full: "9999px",
  },
  size: {
    header: "4rem",
    control: "2.5rem",
    controlSmall: "2rem",
    controlLarge: "3rem",
    content: "75rem",
  },
  zIndex: {
    header: "50",
    banner: "60",
    popover: "70",
    overlay: "80",
    toast: "90",
  },
  duration: {
    fast: "120ms",
    normal: "200ms",
  },
});
