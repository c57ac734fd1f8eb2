/** Minimum viewport widths, in CSS pixels, of each layout. */
export const breakpoints = {
  tablet: 640,
  desktop: 1024,
  wide: 1280,
} as const;

/** Media queries for the layouts and user preferences; use them in `.css.ts` files. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  belowWide: `screen and (max-width: ${breakpoints.wide - 0.02}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
  prefersDark: "(prefers-color-scheme: dark)",
} as const;
