import { FEATURE_SLUGS, type FeatureSlug } from "@chartbot/marketing-paths";
import { assetDetails } from "./asset-details";
import { charting } from "./charting";
import { conversions } from "./conversions";
import type { FeatureDoc } from "./feature-doc";
import { heatmaps } from "./heatmaps";
import { layouts } from "./layouts";
import { lookup } from "./lookup";
import { orderbookVisualizations } from "./orderbook-visualizations";
import { paperTrading } from "./paper-trading";
import { priceAlerts } from "./price-alerts";
import { prices } from "./prices";
import { scheduledPosting } from "./scheduled-posting";
import { volume } from "./volume";
import { webhookRelays } from "./webhook-relays";

export { FEATURE_SLUGS, type FeatureSlug, isFeatureSlug } from "@chartbot/marketing-paths";
export type { FeatureDoc } from "./feature-doc";

/** Every documentation page, by slug; the type makes a missing page a compile error. */
const FEATURE_DOCS: Readonly<Record<FeatureSlug, FeatureDoc>> = {
  charting,
  layouts,
  prices,
  "asset-details": assetDetails,
  heatmaps,
  lookup,
  "orderbook-visualizations": orderbookVisualizations,
  conversions,
  volume,
  "paper-trading": paperTrading,
  "price-alerts": priceAlerts,
  "scheduled-posting": scheduledPosting,
  "webhook-relays": webhookRelays,
};

/** The documentation page for a slug. */
export function getFeature(slug: FeatureSlug): FeatureDoc {
  return FEATURE_DOCS[slug];
}

/** Every documentation page in index order. */
export const FEATURES: readonly FeatureDoc[] = FEATURE_SLUGS.map(getFeature);
