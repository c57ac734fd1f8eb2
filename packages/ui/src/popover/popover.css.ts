import { style } from "@vanilla-extract/css";
import { surface } from "../menu-surface/menu-surface.css";
import { tokens } from "../theme/contract.css";

/**
 * The floating panel: the menus' surface, as wide as its content up to 24rem and never wider than the screen
 * less a margin; taller content scrolls inside it.
 */
export const content = style([
  surface,
  {
    width: "min(24rem, calc(100vw - 2rem))",
    maxHeight: "min(32rem, calc(var(--radix-popover-content-available-height, 80vh) - 1rem))",
    overflowY: "auto",
    padding: tokens.space.md,
  },
]);
