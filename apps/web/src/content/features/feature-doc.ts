import type { AddonSlug } from "@chartbot/addons";
import type { FeatureSlug } from "@chartbot/marketing-paths";
import type { BotPost, CommandExample, ContentSection, OptionsTable, RichText } from "../types";

/** One documentation page: what a feature does, its commands, options and related pages. */
export interface FeatureDoc {
  slug: FeatureSlug;
  /** The page's h1, matching its name in the Documentation menu. */
  title: string;
  /** One sentence for the index, search results and link previews (at most 160 characters). */
  summary: string;
  intro: readonly RichText[];
  examples: readonly CommandExample[];
  /** What the bot posts, shown after the examples as a chat preview. */
  preview: BotPost;
  options?: readonly OptionsTable[];
  sections: readonly ContentSection[];
  /** The add-on that extends this feature, if any. */
  addon?: AddonSlug;
  /** Whether the feature needs that add-on at all (else the add-on only extends a free feature). @default false */
  requiresAddon?: boolean;
  /** Other feature pages worth reading next. */
  related: readonly FeatureSlug[];
}
