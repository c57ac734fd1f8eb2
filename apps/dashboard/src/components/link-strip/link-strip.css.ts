import { focusRing, tokens, vars } from "@chartbot/ui/tokens";
import { style } from "@vanilla-extract/css";

/**
 * A row of links that scrolls sideways when it does not fit (the page itself never does), with a shadow at each
 * edge it can still scroll towards. The shadows are drawn where the content is not: covers that scroll with the
 * links hide them at the content's ends.
 */
export const strip = style({
  // The links' offsets are measured from the strip (useCurrentLinkInView).
  position: "relative",
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: "thin",
  background: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent) left center / 2.5rem 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent) right center / 2.5rem 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.borderStrong}, transparent) left center / 0.75rem 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.borderStrong}, transparent) right center / 0.75rem 100% no-repeat scroll`,
  ].join(", "),
});

/** A link of the strip; the current page's (`aria-current="page"`) is highlighted. */
export const stripLink = style([
  focusRing,
  {
    display: "block",
    whiteSpace: "nowrap",
    paddingBlock: tokens.space.sm,
    paddingInline: tokens.space.md,
    // Room for the focus ring inside the scrolling strip.
    marginBlock: tokens.space.xs,
    borderRadius: tokens.radius.md,
    color: vars.color.textMuted,
    fontSize: tokens.fontSize.sm,
    fontWeight: tokens.fontWeight.medium,
    textDecoration: "none",
    selectors: {
      "&:hover": { color: vars.color.text, background: vars.color.surfaceHover },
      '&[aria-current="page"]': {
        color: vars.color.accentSubtleText,
        background: vars.color.accentSubtle,
        fontWeight: tokens.fontWeight.semibold,
      },
    },
  },
]);
