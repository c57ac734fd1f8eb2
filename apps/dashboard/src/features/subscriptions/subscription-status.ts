import type { AddonUnit } from "@chartbot/addons";
import {
  type AddonOffer,
  LIVE_SUBSCRIPTION_STATUSES,
  type Subscription,
} from "@chartbot/contracts/subscriptions";
import type { BadgeProps } from "@chartbot/ui/badge";
import { formatDate } from "@/features/format/format";

export interface SubscriptionStatusDisplay {
  /** The badge: "Active", "Free trial", "Payment needed", "Canceled", "Ending". */
  label: string;
  tone: NonNullable<BadgeProps["tone"]>;
  /** One sentence about the period: "Renews on Mar 4, 2025.", "Ends on Mar 4, 2025." ... */
  detail: string;
}

/**
 * Whether the subscription grants its add-on now, as the API counts: trialing, active, or past due within
 * its grace period.
 */
export function isInForce(
  subscription: Pick<Subscription, "status" | "graceEndsAt">,
  now: number = Date.now(),
): boolean {
  if (subscription.status === "past_due" && subscription.graceEndsAt) {
    return new Date(subscription.graceEndsAt).getTime() > now;
  }
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status);
}

/** Whether the subscription has not ended: a second checkout of the add-on is refused while it lasts. */
export function isLive(subscription: Pick<Subscription, "status">): boolean {
  return subscription.status !== "canceled";
}

/** How a subscription's status and renewal date read on the Subscriptions page. */
export function subscriptionStatusDisplay(
  subscription: Pick<Subscription, "status" | "currentPeriodEnd" | "cancelAtPeriodEnd">,
): SubscriptionStatusDisplay {
  const date = formatDate(subscription.currentPeriodEnd);
  const on = (text: string) => (date ? `${text} on ${date}.` : "");
  switch (subscription.status) {
    case "trialing":
      return subscription.cancelAtPeriodEnd
        ? { label: "Trial, ending", tone: "neutral", detail: on("The free trial ends without renewal") }
        : {
            label: "Free trial",
            tone: "new",
            detail: on("The free trial ends and the first payment is due"),
          };
    case "active":
      return subscription.cancelAtPeriodEnd
        ? { label: "Ending", tone: "neutral", detail: on("Canceled: it stays active until it ends") }
        : { label: "Active", tone: "positive", detail: on("Renews") };
    case "past_due":
      return {
        label: "Payment needed",
        tone: "negative",
        detail:
          "The last payment failed. Update your payment method in the billing portal to keep the add-on.",
      };
    case "canceled":
      return {
        label: "Canceled",
        tone: "neutral",
        detail: date ? `Ended on ${date}.` : "This subscription has ended.",
      };
  }
}

/** `$15 / month per community`, `$2 / month per satellite`, `$3 / month`. */
export function priceLabel(addon: Pick<AddonOffer, "price" | "unit">): string {
  const per: Record<AddonUnit, string> = {
    community: " per community",
    satellite: " per satellite",
    account: "",
  };
  return `${addon.price} / month${per[addon.unit]}`;
}

/** `1 slot` / `3 slots` in the unit's words: `3 communities`, `3 satellites`, `your account`. */
export function quantityLabel(unit: AddonUnit, quantity: number): string {
  if (unit === "account") return "your account";
  const [one, many] = unit === "community" ? ["community", "communities"] : ["satellite", "satellites"];
  return `${quantity} ${quantity === 1 ? one : many}`;
}

/** The subscription a card shows for an add-on: the live one, else the one that ended last. */
export function subscriptionForAddon(
  subscriptions: readonly Subscription[],
  slug: string,
): Subscription | undefined {
  const own = subscriptions.filter((subscription) => subscription.addon === slug);
  return (
    own.find(isLive) ??
    own.toSorted((a, b) => (b.currentPeriodEnd ?? "").localeCompare(a.currentPeriodEnd ?? ""))[0]
  );
}

/** Where the slots are used, grouped: `Floor × 3, Lounge × 2`, `your account`. */
export function slotSummary(slots: readonly Subscription["slots"][number][]): string {
  const counts = new Map<string, number>();
  for (const { assignedTo } of slots) {
    const name = assignedTo.type === "community" ? assignedTo.name : "your account";
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => (count > 1 ? `${name} × ${count}` : name)).join(", ");
}
