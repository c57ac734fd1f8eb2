import { tokens } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** Where Stripe.js mounts its checkout frame: the whole width, tall enough for the form on a phone. */
export const frame = style({
  minHeight: "30rem",
  marginTop: tokens.space.md,
  selectors: { '&[data-state="failed"]': { display: "none" } },
});
