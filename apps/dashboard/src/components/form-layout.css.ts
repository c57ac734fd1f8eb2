import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

// The few form and text styles the kit's layout primitives (Stack, Inline, Tiles, List, Section) leave to the
// dashboard; every screen uses these instead of copying them.

/** Secondary text: hints, counts, dates. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

/** A heading inside a section, above a sub-form or a second list. */
export const subheading = style({
  margin: 0,
  marginTop: tokens.space.md,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

/** A fieldset's legend, in the weight of a field label group. */
export const legend = style({
  padding: 0,
  marginBottom: tokens.space.xs,
  fontWeight: tokens.fontWeight.semibold,
});

/** The field of a one-line form takes the room the button leaves. */
export const grow = style({ flex: 1, minWidth: 0 });

/** Lines the button up with the input, below the label, from tablet width. */
export const inlineSubmit = style({ "@media": { [media.tablet]: { marginTop: "1.6rem" } } });

/** Code-like values: key fragments, cron lines. */
export const code = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  overflowWrap: "anywhere",
});
