import { and, asc, eq, gt, inArray, isNull, like, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { addonSlots, communities, notices, subscriptions } from "../../db/schema.js";
import type { SubscriptionRow } from "../subscriptions/list-subscriptions.js";
import { graceEndsAt } from "../subscriptions/subscription-in-force.js";
import {
  ADDON_LAPSING_CAUSE_PREFIX,
  addonLapsingCause,
  addonLapsingNotice,
  type NoticedSubscription,
  paymentFailedCause,
  paymentFailedNotice,
} from "./account-notices.js";
import { raiseNotice, resolveNotices } from "./notices.js";

/** How long before a scheduled cancellation its owner hears that the add-on is about to lapse. */
export const ADDON_LAPSING_NOTICE_DAYS = 3;
const DAY_MS = 86_400_000;

/** The subscription with the names of the communities its slots are used in, as its notices name them. */
async function noticedSubscription(db: Db, row: SubscriptionRow): Promise<NoticedSubscription> {
  const slots = await db
    .select({ communityId: addonSlots.communityId, name: communities.name })
    .from(addonSlots)
    .leftJoin(communities, eq(communities.id, addonSlots.communityId))
    .where(eq(addonSlots.subscriptionId, row.id))
    .orderBy(asc(addonSlots.seq));
  return {
    id: row.id,
    addonSlug: row.addonSlug,
    communities: slots.flatMap((slot) => (slot.name === null ? [] : [slot.name])),
    accountSlot: slots.some((slot) => slot.communityId === null),
  };
}

/**
 * Brings the subscription's notices in line with the row Stripe's event just wrote (in the webhook's
 * transaction): past due raises `payment_failed` for its owner, with the end of its grace period (once per
 * past-due run); paid again or ended resolves it. No longer cancelling, or ended, resolves `addon_lapsing`.
 */
export async function noticeSubscriptionState(db: Db, row: SubscriptionRow): Promise<void> {
  const graceEnd = graceEndsAt(row);
  if (graceEnd && row.pastDueSince) {
    const subscription = await noticedSubscription(db, row);
    await raiseNotice(db, [row.accountId], paymentFailedNotice(subscription, graceEnd, row.pastDueSince));
  } else {
    await resolveNotices(db, paymentFailedCause(row.id));
  }
  if (!row.cancelAtPeriodEnd || row.status === "canceled") {
    await resolveNotices(db, addonLapsingCause(row.id));
  }
}

/**
 * The hourly look for add-ons about to lapse: a running subscription set to cancel at the end of its period,
 * which ends within `ADDON_LAPSING_NOTICE_DAYS`, raises `addon_lapsing` for its owner (once while it is open).
 * Open notices whose subscription is no longer cancelling, ended or past its period are resolved. Answers how
 * many notices it raised and resolved.
 */
export async function noticeLapsingAddons(db: Db, now: Date): Promise<{ raised: number; resolved: number }> {
  const lapsing = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.cancelAtPeriodEnd, true),
        inArray(subscriptions.status, ["trialing", "active", "past_due"]),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + ADDON_LAPSING_NOTICE_DAYS * DAY_MS)),
      ),
    );
  let raised = 0;
  for (const row of lapsing) {
    if (!row.currentPeriodEnd) continue;
    const notice = addonLapsingNotice(await noticedSubscription(db, row), row.currentPeriodEnd);
    raised += (await raiseNotice(db, [row.accountId], notice)).length;
  }
  // A subscription resumed, ended or renewed without an event the webhook applied: its notice is settled here.
  const stale = await db
    .selectDistinct({ cause: notices.cause })
    .from(notices)
    .where(
      and(
        isNull(notices.resolvedAt),
        like(notices.cause, `${ADDON_LAPSING_CAUSE_PREFIX}%`),
        sql`not exists (select 1 from ${subscriptions}
          where ${notices.cause} = ${ADDON_LAPSING_CAUSE_PREFIX} || ${subscriptions.id}::text
            and ${subscriptions.cancelAtPeriodEnd} and ${subscriptions.status} <> 'canceled'
            and ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  let resolved = 0;
  for (const { cause } of stale) resolved += await resolveNotices(db, cause, now);
  return { raised, resolved };
}
