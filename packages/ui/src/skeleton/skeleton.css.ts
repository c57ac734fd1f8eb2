import { keyframes, style } from "@vanilla-extract/css";
import { media } from "../theme/breakpoints";
import { tokens, vars } from "../theme/contract.css";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });

export const skeleton = style({
  display: "block",
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

export const circle = style({ borderRadius: tokens.radius.full });
