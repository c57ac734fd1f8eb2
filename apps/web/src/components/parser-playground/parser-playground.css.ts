import { tokens, visuallyHidden } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";

export const field = style({ maxWidth: "28rem" });

export const examples = style({ margin: 0, padding: 0, border: "none", minWidth: 0 });

export const examplesLegend = style({
  marginBottom: tokens.space.xs,
  padding: 0,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const announcer = style([visuallyHidden]);

/** The server's example while the parser loads for a new input. */
export const stale = style({ opacity: 0.6 });
