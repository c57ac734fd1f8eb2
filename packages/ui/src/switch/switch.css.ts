import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

export const track = style([
  focusRing,
  {
    position: "relative",
    flexShrink: 0,
    width: "2.5rem",
    height: "1.5rem",
    padding: 0,
    background: vars.color.surfaceSunken,
    border: `1.5px solid ${vars.color.borderStrong}`,
    borderRadius: tokens.radius.full,
    cursor: "pointer",
    transition: `background-color ${tokens.duration.fast}, border-color ${tokens.duration.fast}`,
    selectors: {
      "&[data-state='checked']": { background: vars.color.accent, borderColor: vars.color.accent },
      "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
    },
  },
]);

export const thumb = style({
  display: "block",
  width: "1rem",
  height: "1rem",
  marginInlineStart: "0.1875rem",
  background: vars.color.textMuted,
  borderRadius: tokens.radius.full,
  transition: `transform ${tokens.duration.fast}, background-color ${tokens.duration.fast}`,
  selectors: {
    "&[data-state='checked']": { transform: "translateX(1rem)", background: vars.color.accentText },
  },
});
