"use client";

import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { SubscriptionsOverview } from "@chartbot/contracts/subscriptions";
import { Callout } from "@chartbot/ui/callout";
import { Skeleton } from "@chartbot/ui/skeleton";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";

/** The add-ons of subscriptions that have not ended, by name: what deleting the account cancels. */
export function addonsToCancel(overview: SubscriptionsOverview): string[] {
  return overview.subscriptions
    .filter((subscription) => subscription.status !== "canceled")
    .map((subscription) => {
      const name = overview.addons.find((addon) => addon.slug === subscription.addon)?.name;
      return name ?? subscription.addon;
    });
}

/** In the delete dialog: the subscriptions that are canceled at once, before anything is deleted. */
export function SubscriptionsToCancel() {
  const query = useApiQuery(subscriptionEndpoints.overview);
  if (query.isPending) return <Skeleton height="3rem" />;
  if (query.isError) return <QueryFailure title="Could not load your subscriptions" query={query} />;
  const names = addonsToCancel(query.data);
  if (names.length === 0) return null;
  return (
    <Callout tone="warning" title="Your subscriptions are canceled first">
      {`${names.join(", ")} ${names.length === 1 ? "is" : "are"} canceled at once, with no refund for the rest of the period. If one cannot be canceled, nothing is deleted and we tell you why.`}
    </Callout>
  );
}
