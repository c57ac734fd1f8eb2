import { style } from "@vanilla-extract/css";
import { control } from "../choice/choice.css";
import { tokens, vars } from "../theme/contract.css";

export const box = style([
  control,
  {
    borderRadius: tokens.radius.sm,
    color: vars.color.accentText,
    selectors: {
      "&[data-state='checked']": { background: vars.color.accent, borderColor: vars.color.accent },
    },
  },
]);
