import type { AddonSlug } from "@chartbot/addons";
import type { FeatureSlug } from "@chartbot/marketing-paths";
import type { BotPost, CommandExample, Faq, RichText } from "../types";

/**
 * The words of an add-on's page. Name, price, trial, limits and features come from `@chartbot/addons`,
 * so they are never written twice.
 */
export interface AddonPage {
  slug: AddonSlug;
  /** Why a community wants it, in a few sentences. */
  intro: readonly RichText[];
  /** What members type once it is active. */
  examples: readonly CommandExample[];
  /** What the bot posts once the add-on is active, shown after the examples as a chat preview. */
  preview: BotPost;
  /** From subscribing to using it. */
  steps: readonly RichText[];
  faq: readonly Faq[];
  /** The documentation pages that explain it. */
  docs: readonly FeatureSlug[];
}
