import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { media } from "./breakpoints";
import { tokens, vars } from "./contract.css";

const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      link: vars.color.link,
      accent: vars.color.accent,
      positive: vars.color.positive,
      negative: vars.color.negative,
    },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      accentSubtle: vars.color.accentSubtle,
      positiveSubtle: vars.color.positiveSubtle,
      negativeSubtle: vars.color.negativeSubtle,
    },
    borderColor: { border: vars.color.border, borderStrong: vars.color.borderStrong },
  },
});

const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": media.tablet },
    desktop: { "@media": media.desktop },
  },
  defaultCondition: "mobile",
  properties: {
    display: ["none", "block", "flex", "grid", "inline-flex"],
    flexDirection: ["row", "column"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between"],
    gap: tokens.space,
    paddingTop: tokens.space,
    paddingBottom: tokens.space,
    paddingLeft: tokens.space,
    paddingRight: tokens.space,
    marginTop: tokens.space,
    marginBottom: tokens.space,
    textAlign: ["left", "center", "right"],
    fontSize: tokens.fontSize,
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
  },
});

/** Atomic classes for semantic colours and the spacing scale, with mobile/tablet/desktop conditions. */
export const sprinkles = createSprinkles(colorProperties, layoutProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
