export { FEATURE_SLUGS, type FeatureSlug, isFeatureSlug } from "./feature-slugs.ts";
export {
  addonPath,
  featurePath,
  isMarketingPath,
  MARKETING_SECTIONS,
  marketingRedirects,
  marketingUrl,
  PUBLIC_ROUTES,
  STATIC_ROUTES,
} from "./marketing-paths.ts";
