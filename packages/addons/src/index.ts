export {
  ADDON_SLUGS,
  ADDONS,
  type Addon,
  type AddonSlug,
  formatPrice,
  getAddon,
  isAddonSlug,
} from "./addons";
export { LIMITS } from "./limits";
export { AddonSlugSchema } from "./schema";
