"use client";

import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { AddonOffer, Subscription } from "@chartbot/contracts/subscriptions";
import { Button } from "@chartbot/ui/button";
import { Dialog, DialogTrigger } from "@chartbot/ui/dialog";
import { inline } from "@chartbot/ui/inline";
import { useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { formatDate } from "@/features/format/format";
import { ChangeQuantityDialog } from "./change-quantity-dialog";

export interface SubscriptionActionsProps {
  addon: AddonOffer;
  /** A subscription that has not ended. */
  subscription: Subscription;
  /** Whether payments can be changed now; false shows the buttons disabled. */
  available: boolean;
}

/** Changes through Stripe: the number of slots (priced first), cancelling at the period's end, resuming. */
export function SubscriptionActions({ addon, subscription, available }: SubscriptionActionsProps) {
  const [changing, setChanging] = useState(false);
  const call = () => ({ params: { id: subscription.id } });
  const until = formatDate(subscription.currentPeriodEnd);
  const cancel = useApiMutation(subscriptionEndpoints.cancel, {
    call,
    invalidates: [subscriptionEndpoints.overview],
    successMessage: `${addon.name} is canceled${until ? `: it stays active until ${until}` : ""}`,
    errorTitle: "Could not cancel the subscription",
  });
  const resume = useApiMutation(subscriptionEndpoints.resume, {
    call,
    invalidates: [subscriptionEndpoints.overview],
    successMessage: `${addon.name} renews again`,
    errorTitle: "Could not resume the subscription",
  });

  return (
    <div className={inline({ gap: "sm" })}>
      {addon.unit !== "account" && addon.maxQuantity > 1 && (
        <Dialog open={changing} onOpenChange={setChanging}>
          <DialogTrigger asChild>
            <Button variant="secondary" size="sm" disabled={!available}>
              Change number of slots
            </Button>
          </DialogTrigger>
          {changing && (
            <ChangeQuantityDialog
              addon={addon}
              subscription={subscription}
              onSaved={() => setChanging(false)}
            />
          )}
        </Dialog>
      )}
      {subscription.cancelAtPeriodEnd ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={!available}
          loading={resume.isPending}
          onClick={() => resume.mutate()}
        >
          Resume subscription
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={!available} loading={cancel.isPending}>
              Cancel subscription
            </Button>
          }
          title={`Cancel ${addon.name}?`}
          description={`It stays active${until ? ` until ${until}` : " until the end of the period you paid for"}, then ends and is not billed again. You can resume it until then.`}
          confirmLabel="Cancel at period end"
          dismissLabel="Keep subscription"
          onConfirm={() => cancel.mutate()}
        />
      )}
    </div>
  );
}
