"use client";

import type { AddonOffer, Subscription } from "@chartbot/contracts/subscriptions";
import { Badge, NewBadge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card } from "@chartbot/ui/card";
import { joinClassNames } from "@chartbot/ui/class-names";
import { Dialog, DialogTrigger } from "@chartbot/ui/dialog";
import { Inline, inline } from "@chartbot/ui/inline";
import { useState } from "react";
import * as formLayout from "@/components/form-layout.css";
import { UsageMeter } from "@/components/usage-meter";
import { SlotAssignmentDialog } from "./slot-assignment-dialog";
import { SubscribeForm, type SubscribeFormProps } from "./subscribe-form";
import { SubscriptionActions } from "./subscription-actions";
import {
  isLive,
  priceLabel,
  quantityLabel,
  slotSummary,
  subscriptionStatusDisplay,
} from "./subscription-status";
import * as styles from "./subscriptions.css";

export interface AddonCardProps extends Omit<SubscribeFormProps, "addon"> {
  addon: AddonOffer;
  /** The user's subscription of this add-on (the live one, else the latest ended one). */
  subscription: Subscription | undefined;
  /** Pre-selected from `?addon=`: highlighted. */
  selected: boolean;
}

/** One add-on: what it costs, the user's subscription with status and renewal, slots, or how to subscribe. */
export function AddonCard({ addon, subscription, selected, ...subscribe }: AddonCardProps) {
  const [assigning, setAssigning] = useState(false);
  const headingId = `addon-${addon.slug}-heading`;
  const status = subscription && subscriptionStatusDisplay(subscription);
  const live = subscription && isLive(subscription);

  return (
    <Card
      as="li"
      id={`addon-${addon.slug}`}
      className={joinClassNames(styles.card, selected && styles.selected)}
      aria-labelledby={headingId}
      aria-current={selected ? "true" : undefined}
    >
      <Inline gap="sm">
        <h2 id={headingId} className={styles.cardTitle} tabIndex={-1}>
          {addon.name}
        </h2>
        {addon.isNew && <NewBadge />}
        {selected && <Badge tone="new">Selected</Badge>}
      </Inline>
      <p className={formLayout.muted}>{addon.tagline}</p>
      <p className={styles.price}>
        <strong>{priceLabel(addon)}</strong>
        {addon.trialAvailable && ` · ${addon.trialDays}-day free trial`}
      </p>

      {subscription && status && (
        <div className={styles.status}>
          <p className={inline({ gap: "sm", wrap: false })}>
            <Badge tone={status.tone}>{status.label}</Badge>
            <span>{quantityLabel(addon.unit, subscription.quantity)}</span>
          </p>
          {status.detail && <p className={formLayout.muted}>{status.detail}</p>}
          {live && addon.unit !== "account" && (
            <UsageMeter used={subscription.slots.length} limit={subscription.quantity}>
              {subscription.slots.length} of {subscription.quantity}{" "}
              {subscription.quantity === 1 ? "slot" : "slots"} assigned
              {subscription.slots.length > 0 && `: ${slotSummary(subscription.slots)}`}.
            </UsageMeter>
          )}
          {live && (
            <Dialog open={assigning} onOpenChange={setAssigning}>
              <DialogTrigger asChild>
                <Button variant="secondary" size="sm">
                  Assign or move slots
                </Button>
              </DialogTrigger>
              {assigning && (
                <SlotAssignmentDialog
                  addon={addon}
                  subscription={subscription}
                  onSaved={() => setAssigning(false)}
                />
              )}
            </Dialog>
          )}
          {live && (
            <SubscriptionActions addon={addon} subscription={subscription} available={subscribe.available} />
          )}
        </div>
      )}

      {!live && <SubscribeForm addon={addon} {...subscribe} />}
    </Card>
  );
}
