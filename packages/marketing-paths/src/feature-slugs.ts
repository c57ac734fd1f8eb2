/** The documentation pages under /features (spec section 2), in the order the index lists them. */
export const FEATURE_SLUGS = [
  "charting",
  "layouts",
  "prices",
  "asset-details",
  "heatmaps",
  "lookup",
  "orderbook-visualizations",
  "conversions",
  "volume",
  "paper-trading",
  "price-alerts",
  "scheduled-posting",
  "webhook-relays",
] as const;

export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Whether a string is a feature page slug. */
export function isFeatureSlug(value: string): value is FeatureSlug {
  return (FEATURE_SLUGS as readonly string[]).includes(value);
}
