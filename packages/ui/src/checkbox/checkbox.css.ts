import { style } from "@vanilla-extract/css";
import { tokens, vars } from "../theme/contract.css";
import { focusRing } from "../theme/focus-ring.css";

export const box = style([
  focusRing,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: "1.25rem",
    height: "1.25rem",
    marginTop: "1px",
    padding: 0,
    background: vars.color.surfaceRaised,
    border: `1.5px solid ${vars.color.borderStrong}`,
    borderRadius: tokens.radius.sm,
    color: vars.color.accentText,
    cursor: "pointer",
    selectors: {
      "&[data-state='checked']": { background: vars.color.accent, borderColor: vars.color.accent },
      "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
    },
  },
]);
