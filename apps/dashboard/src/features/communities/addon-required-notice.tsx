import { type AddonSlug, getAddon } from "@chartbot/addons";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { ROUTES } from "@/auth/routes";

export interface AddonRequiredNoticeProps {
  /** The add-on, named from the catalogue and pre-selected on the Subscriptions page. */
  slug: AddonSlug;
  /** The API's own message (a 402 `addon_required`), else a sentence naming the add-on. */
  message?: string;
}

/** Says that an add-on is needed here, with a link to subscribe or assign a slot. */
export function AddonRequiredNotice({ slug, message }: AddonRequiredNoticeProps) {
  const name = getAddon(slug)?.name ?? slug;
  return (
    <Callout title={`${name} is not active in this community`}>
      {message ?? `Assign a ${name} slot to this community to use this.`}{" "}
      <Link href={`${ROUTES.subscriptions}?addon=${encodeURIComponent(slug)}`}>
        Subscribe or assign a slot on the Subscriptions page
      </Link>
    </Callout>
  );
}
