import { z } from "zod";
import { ADDON_SLUGS } from "./addons.ts";

/** An add-on slug, for request validation. */
export const AddonSlugSchema = z.enum(ADDON_SLUGS);
