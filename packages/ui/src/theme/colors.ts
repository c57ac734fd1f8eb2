/** The semantic colour slots every theme fills; components use only these names. */
export interface ThemeColors {
  /** Page background. */
  surface: string;
  /** Cards, menus, dialogs and the solid header. */
  surfaceRaised: string;
  /** Inputs, code and skeletons: a step below the page. */
  surfaceSunken: string;
  /** Hover and highlighted rows in menus and ghost buttons. */
  surfaceHover: string;
  text: string;
  textMuted: string;
  /** Decorative separators. */
  border: string;
  /** Control outlines (inputs, checkboxes): at least 3:1 against the surfaces. */
  borderStrong: string;
  /** Primary actions. */
  accent: string;
  accentHover: string;
  /** Text and icons on `accent`. */
  accentText: string;
  /** Tinted backgrounds: badges, the selected menu item. */
  accentSubtle: string;
  /** Text on `accentSubtle`. */
  accentSubtleText: string;
  /** Link text on the surfaces. */
  link: string;
  positive: string;
  positiveSubtle: string;
  negative: string;
  negativeHover: string;
  /** Text on `negative`. */
  negativeText: string;
  negativeSubtle: string;
  /** Warnings: icons, borders and text on the surfaces. */
  warning: string;
  /** Tinted background of warning messages. */
  warningSubtle: string;
  /** Focus rings: at least 3:1 against the surfaces. */
  focus: string;
  /** Backdrop behind dialogs and the mobile menu. */
  overlay: string;
  /** The header's opaque background once the page has scrolled under it. */
  headerSolid: string;
}

export const lightColors: ThemeColors = {
  surface: "#f6f7fb",
  surfaceRaised: "#ffffff",
  surfaceSunken: "#eceff5",
  surfaceHover: "#eceef8",
  text: "#111827",
  textMuted: "#4b5563",
  border: "#dde1ea",
  borderStrong: "#767f8f",
  accent: "#4f46e5",
  accentHover: "#4338ca",
  accentText: "#ffffff",
  accentSubtle: "#eae8fd",
  accentSubtleText: "#3730a3",
  link: "#4338ca",
  positive: "#047857",
  positiveSubtle: "#e1f5ec",
  negative: "#b91c1c",
  negativeHover: "#991b1b",
  negativeText: "#ffffff",
  negativeSubtle: "#fdeaea",
  warning: "#92400e",
  warningSubtle: "#fdf3dc",
  focus: "#4f46e5",
  overlay: "rgb(15 23 42 / 0.55)",
  headerSolid: "rgb(255 255 255)",
};

export const darkColors: ThemeColors = {
  surface: "#0c111b",
  surfaceRaised: "#151c2a",
  surfaceSunken: "#080c14",
  surfaceHover: "#212a3c",
  text: "#e8ecf4",
  textMuted: "#a4afc2",
  border: "#273144",
  borderStrong: "#717d93",
  accent: "#8f89ff",
  accentHover: "#a7a2ff",
  accentText: "#0b0a1f",
  accentSubtle: "#2a2658",
  accentSubtleText: "#d3d0ff",
  link: "#aaa5ff",
  positive: "#34d399",
  positiveSubtle: "#0f2e25",
  negative: "#f87171",
  negativeHover: "#fa9393",
  negativeText: "#1f0707",
  negativeSubtle: "#3a1518",
  warning: "#fbbf24",
  warningSubtle: "#33280f",
  focus: "#aaa5ff",
  overlay: "rgb(0 0 0 / 0.65)",
  headerSolid: "rgb(21 28 42)",
};
