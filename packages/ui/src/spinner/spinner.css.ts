import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  display: "inline-block",
  flexShrink: 0,
  color: "currentColor",
  animation: `${spin} 0.8s linear infinite`,
  "@media": {
    // The global reduced-motion rule stops it after one turn; a slow turn still says "busy".
    [media.reducedMotion]: { animation: `${spin} 2.4s linear infinite !important` },
  },
});

export const size = styleVariants({
  sm: { width: "1rem", height: "1rem" },
  md: { width: "1.5rem", height: "1.5rem" },
  lg: { width: "2.5rem", height: "2.5rem" },
});

export const status = style({ display: "inline-flex" });
