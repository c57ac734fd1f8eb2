import { tokens, vars } from "@chartbot/ui/theme";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

const amountBase = style({ fontWeight: tokens.fontWeight.bold, lineHeight: 1, letterSpacing: "-0.02em" });

/** `md` in a card among others, `lg` on the add-on's own page. */
export const amount = styleVariants({
  md: [amountBase, { fontSize: tokens.fontSize.display }],
  lg: [amountBase, { fontSize: "3rem" }],
});

/** The small print beside and under the amount: smaller in a card, body size on the add-on's page. */
const smallPrint = { md: { fontSize: tokens.fontSize.sm }, lg: {} } as const;

export const unit = styleVariants(smallPrint, (size) => [{ color: vars.color.textMuted }, size]);

export const trial = styleVariants(smallPrint, (size) => [
  { color: vars.color.positive, fontWeight: tokens.fontWeight.semibold },
  size,
]);

export const noTrial = styleVariants(smallPrint, (size) => [{ color: vars.color.textMuted }, size]);

export const limits = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  margin: 0,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: tokens.fontSize.sm,
});

export const limit = style({
  display: "flex",
  justifyContent: "space-between",
  gap: tokens.space.md,
  color: vars.color.textMuted,
});

globalStyle(`${limit} dd`, {
  margin: 0,
  color: vars.color.text,
  fontWeight: tokens.fontWeight.semibold,
  textAlign: "end",
});
