import { tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";

/** The answer under the form, set off by a rule. */
export const result = style({ paddingTop: tokens.space.md, borderTop: `1px solid ${vars.color.border}` });

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
  overflowWrap: "anywhere",
});

/** The causes in order: numbered, each in a bordered box. */
export const causes = style({ margin: 0, paddingLeft: tokens.space.lg });

export const cause = style({
  padding: tokens.space.md,
  marginBottom: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  overflowWrap: "anywhere",
});

export const message = style({ margin: 0 });
