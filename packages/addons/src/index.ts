export {
  ADDON_SLUGS,
  ADDONS,
  type Addon,
  type AddonSlug,
  formatPrice,
  getAddon,
  isAddonSlug,
} from "./addons.js";
export { LIMITS } from "./limits.js";
export { AddonSlugSchema } from "./schema.js";
