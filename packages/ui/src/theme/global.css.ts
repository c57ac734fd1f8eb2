import { globalStyle } from "@vanilla-extract/css";
import { media } from "./breakpoints";
import { tokens, vars } from "./contract.css";
import "./themes.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  scrollPaddingTop: `calc(${tokens.size.header} + ${tokens.space.lg})`,
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  lineHeight: tokens.lineHeight.normal,
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
});

globalStyle("img, svg, video, canvas", { display: "block", maxWidth: "100%" });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle("h1, h2, h3, h4, h5, h6, p", { margin: 0, overflowWrap: "break-word" });

globalStyle("h1, h2, h3, h4, h5, h6", { lineHeight: tokens.lineHeight.tight, textWrap: "balance" });

globalStyle("code, kbd, pre, samp", { fontFamily: tokens.font.mono });

globalStyle(":focus-visible", {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

// Respect the operating system's "reduce motion" setting everywhere, including Radix's enter/exit animations.
globalStyle("*, *::before, *::after", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});
