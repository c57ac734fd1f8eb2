export {
  ADDON_SLUGS,
  ADDON_UNITS,
  ADDONS,
  type Addon,
  type AddonSlug,
  type AddonUnit,
  formatPrice,
  getAddon,
  isAddonSlug,
} from "./addons";
export { LIMITS } from "./limits";
export { AddonSlugSchema } from "./schema";
