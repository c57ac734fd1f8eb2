import { getAddon } from "@chartbot/addons";
import { type AlertPlacement, type AlertWindow, alertTemplateValues } from "@chartbot/contracts/alerts";
import type { NoticeCause } from "./notices.js";

/**
 * The account-level notices (an alert not delivered, a payment failed, an add-on about to lapse): their cause
 * keys and their words, in one place. The community notices (posts, satellites, relays, the Bot License) have
 * their own module.
 */

/** The dashboard's pages these notices link to (see the dashboard's `ROUTES`). */
const ALERTS_PATH = "/account/alerts";
const SUBSCRIPTIONS_PATH = "/subscriptions";

/** One cause per alert: a second failure of the same alert does not notify again until it was resolved. */
export const alertUndeliveredCause = (alertId: string) => `alert_undelivered:${alertId}`;
/** One cause per subscription and past-due run. */
export const paymentFailedCause = (subscriptionId: string) => `payment_failed:${subscriptionId}`;
/** One cause per subscription and scheduled cancellation. */
export const addonLapsingCause = (subscriptionId: string) => `addon_lapsing:${subscriptionId}`;
export const ADDON_LAPSING_CAUSE_PREFIX = addonLapsingCause("");

/** The alert's edit view in the dashboard: its alerts page, opened on this alert's form. */
export const alertEditPath = (alertId: string) => `${ALERTS_PATH}?edit=${encodeURIComponent(alertId)}`;

/** A moment as the notices write it, in UTC: `7 December 2026 at 14:00 UTC`. */
export function noticeTime(at: Date): string {
  const date = at.toLocaleDateString("en-GB", { timeZone: "UTC", dateStyle: "long" });
  const time = at.toLocaleTimeString("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
  return `${date} at ${time} UTC`;
}

/** What an undelivered alert's notice needs of the alert and its failed trigger. */
export interface UndeliveredAlert {
  id: string;
  communityId: string | null;
  channelId: string | null;
  webhookUrl: string | null;
  tickerInput: string;
  placement: AlertPlacement;
  level: number | null;
  percent: number | null;
  window: AlertWindow | null;
  cooldownMinutes: number | null;
}

/** Where an alert sends its message, as a notice says it. */
function alertDestination(alert: UndeliveredAlert): string {
  if (alert.webhookUrl !== null) return "to its webhook";
  if (alert.channelId !== null) return "to its channel";
  return "to you by direct message";
}

/** The notice of an alert whose trigger the bot could not deliver, for the alert's owner. */
export function alertUndeliveredNotice(
  alert: UndeliveredAlert,
  failure: { price: number; reason: string | null; triggeredAt: Date },
): NoticeCause {
  const { condition } = alertTemplateValues({ ...alert, ticker: alert.tickerInput, name: alert.tickerInput });
  const price = failure.price.toLocaleString("en-US", { maximumFractionDigits: 8 });
  const why = failure.reason ? ` (${failure.reason.replace(/\.$/, "")})` : "";
  return {
    kind: "alert_undelivered",
    cause: alertUndeliveredCause(alert.id),
    // A channel alert is about the channel's community; a direct message or webhook alert is the account's own.
    communityId: alert.channelId !== null ? alert.communityId : null,
    title: `Your ${alert.tickerInput} alert could not be delivered`,
    message: `Your alert "${alert.tickerInput} ${condition}" triggered at ${price} on ${noticeTime(failure.triggeredAt)}, but its message could not be sent ${alertDestination(alert)}${why}. Check where it is sent, then edit the alert or send a test.`,
    fixPath: alertEditPath(alert.id),
    fixLabel: "Edit the alert",
    occurredAt: failure.triggeredAt,
  };
}

/** What a subscription's notices need: its add-on and where its slots are used. */
export interface NoticedSubscription {
  id: string;
  addonSlug: string;
  /** The communities its slots are used in (names), and whether a slot is the account's own. */
  communities: readonly string[];
  accountSlot: boolean;
}

const addonName = (slug: string) => getAddon(slug)?.name ?? slug;

/** Where a subscription's add-on is used, as a notice says it: `for Satoshi's Trading Floor`. */
function subscriptionPlace(subscription: NoticedSubscription): string {
  const names = subscription.communities.map((name) => `"${name}"`);
  if (names.length === 1) return ` for ${names[0]}`;
  if (names.length > 1) return ` for ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return subscription.accountSlot ? " for your account" : "";
}

/** The notice of a subscription whose payment failed: what keeps working, and until when. */
export function paymentFailedNotice(
  subscription: NoticedSubscription,
  graceEndsAt: Date,
  failedAt: Date,
): NoticeCause {
  const name = addonName(subscription.addonSlug);
  return {
    kind: "payment_failed",
    cause: paymentFailedCause(subscription.id),
    communityId: null,
    title: `The payment for ${name} failed`,
    message: `The payment for ${name}${subscriptionPlace(subscription)} failed. It keeps working until its grace period ends on ${noticeTime(graceEndsAt)}; update your card or pay the open invoice before then, or it turns off.`,
    fixPath: SUBSCRIPTIONS_PATH,
    fixLabel: "Update the payment",
    occurredAt: failedAt,
  };
}

/** The notice of a subscription set to cancel at the end of its period, which is near. */
export function addonLapsingNotice(subscription: NoticedSubscription, endsAt: Date): NoticeCause {
  const name = addonName(subscription.addonSlug);
  return {
    kind: "addon_lapsing",
    cause: addonLapsingCause(subscription.id),
    communityId: null,
    title: `${name} ends on ${noticeTime(endsAt).replace(/ at .*/, "")}`,
    message: `${name}${subscriptionPlace(subscription)} is set to cancel at the end of its period, on ${noticeTime(endsAt)}; after that its features turn off. Resume the subscription to keep it.`,
    fixPath: SUBSCRIPTIONS_PATH,
    fixLabel: "Keep the add-on",
  };
}
