import { media, tokens, vars } from "@chartbot/ui/theme";
import { style } from "@vanilla-extract/css";
import { mainColumn, stickyAside, withAside } from "@/components/layout.css";

export const layout = style([
  withAside,
  { "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" } } },
]);

/** Below the price card on phones, so the price and the button come first. */
export const main = style([mainColumn, { "@media": { [media.belowDesktop]: { order: 2 } } }]);

export const aside = style([stickyAside, { "@media": { [media.belowDesktop]: { order: 1 } } }]);

export const priceCard = style({ gap: tokens.space.md });

export const priceHeading = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

/** The limits ruled off from the button under them too. */
export const limitsRuledBelow = style({
  paddingBottom: tokens.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const small = style({ color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
