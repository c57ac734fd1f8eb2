"use client";

import type { AddonOffer, Subscription } from "@chartbot/contracts/subscriptions";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Stack } from "@chartbot/ui/stack";
import { formatDate } from "@/features/format/format";
import * as styles from "./billing.css";

export interface PastDueBannerProps {
  subscriptions: readonly Subscription[];
  addons: readonly AddonOffer[];
  /** Opens the billing portal, where the payment method is updated. */
  onFixPayment: () => void;
  /** Whether the portal is opening. */
  pending: boolean;
  /** Whether the portal can be opened now. */
  available: boolean;
  /** Now, in milliseconds: a grace period that ended reads differently. @default Date.now() */
  now?: number;
}

/** What a past-due subscription's banner says: until when the add-on stays on, or since when it is off. */
export function graceSentence(name: string, graceEndsAt: string | null | undefined, now: number): string {
  const date = formatDate(graceEndsAt);
  if (!graceEndsAt || !date) return `The last payment for ${name} failed, so it is switched off.`;
  return new Date(graceEndsAt).getTime() > now
    ? `The last payment for ${name} failed. It stays on until ${date}; after that it is switched off.`
    : `The last payment for ${name} failed, so it has been off since ${date}.`;
}

/**
 * What a past-due subscription that is also canceled says: paying keeps it on only until the end of its period.
 * Undefined when it renews.
 */
export function canceledSentence(subscription: Pick<Subscription, "cancelAtPeriodEnd" | "currentPeriodEnd">) {
  if (!subscription.cancelAtPeriodEnd) return undefined;
  const date = formatDate(subscription.currentPeriodEnd);
  return date
    ? `It is also canceled: even once paid, it ends on ${date}.`
    : "It is also canceled: even once paid, it ends at the end of the period.";
}

/** One warning per past-due subscription: until when its add-on stays on, and how to fix the payment. */
export function PastDueBanner({
  subscriptions,
  addons,
  onFixPayment,
  pending,
  available,
  now = Date.now(),
}: PastDueBannerProps) {
  const pastDue = subscriptions.filter((subscription) => subscription.status === "past_due");
  if (pastDue.length === 0) return null;
  const nameOf = (slug: string) => addons.find((addon) => addon.slug === slug)?.name ?? "your add-on";
  return (
    <Callout tone="warning" title="A payment failed">
      <Stack gap="sm">
        {pastDue.map((subscription) => (
          <p key={subscription.id} className={styles.sentence}>
            {graceSentence(nameOf(subscription.addon), subscription.graceEndsAt, now)}
            {canceledSentence(subscription) && ` ${canceledSentence(subscription)}`}
          </p>
        ))}
        <p className={styles.sentence}>
          Update your payment method in the billing portal: the open invoice is paid and the add-on stays on.
        </p>
        <div>
          <Button size="sm" loading={pending} disabled={!available} onClick={onFixPayment}>
            Update payment method
          </Button>
        </div>
      </Stack>
    </Callout>
  );
}
