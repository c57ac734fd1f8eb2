import { type AlertHoldReason, OPEN_ALERT_STATUSES } from "@chartbot/contracts/alerts";
import { and, eq, inArray, isNotNull, isNull, lt, min, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, alerts, communityAdmins, subscriptions } from "../../db/schema.js";
import { subscriptionInForce } from "../subscriptions/subscription-in-force.js";

/**
 * The one owner of the rule "may this channel alert still go to its channel": why the `alerts` row's channel
 * alert is held at `now`, or null (also for direct-message and webhook alerts). Its owner must still be
 * linked to Discord, still manage the server (a `community_admins` row, which Discord's re-checks keep) and
 * still hold Price Alerts, as when the alert was made. The bot's feed filters by it as it reads; the stored
 * `held_reason`, which the dashboard shows, is brought in line by `refreshAlertHolds`.
 */
export function heldReasonAt(now: Date): SQL<AlertHoldReason | null> {
  return sql<AlertHoldReason | null>`case
    when ${alerts.communityId} is null or ${alerts.webhookUrl} is not null then null
    when not exists (select 1 from ${accounts}
      where ${accounts.id} = ${alerts.accountId} and ${accounts.discordUserId} is not null)
      then 'discord_unlinked'
    when not exists (select 1 from ${communityAdmins}
      where ${communityAdmins.communityId} = ${alerts.communityId} and ${communityAdmins.accountId} = ${alerts.accountId})
      then 'not_server_manager'
    when not exists (select 1 from ${subscriptions}
      where ${subscriptions.accountId} = ${alerts.accountId} and ${subscriptions.addonSlug} = 'price-alerts'
        and ${subscriptionInForce(now)})
      then 'addon_lapsed'
  end`;
}

/**
 * Brings the stored `held_reason` of open alerts (of one account, or all) in line with `heldReasonAt(now)`:
 * called wherever a cause changes (Discord's re-check of the account's servers, unlinking, a subscription's
 * change) and hourly for every account (a grace period that ran out). Returns how many alerts it held and
 * resumed.
 */
export async function refreshAlertHolds(
  db: Db,
  scope: { accountId?: string } = {},
  now = new Date(),
): Promise<{ held: number; resumed: number }> {
  const reason = heldReasonAt(now);
  const changed = await db
    .update(alerts)
    .set({ heldReason: reason })
    .where(
      and(
        scope.accountId === undefined ? undefined : eq(alerts.accountId, scope.accountId),
        inArray(alerts.status, [...OPEN_ALERT_STATUSES]),
        sql`${alerts.heldReason} is distinct from (${reason})`,
      ),
    )
    .returning({ heldReason: alerts.heldReason });
  const held = changed.filter((row) => row.heldReason !== null).length;
  return { held, resumed: changed.length - held };
}

/**
 * Accounts linked to Discord with an open channel alert whose access to its server Discord last confirmed
 * before `checkedBefore`, or never (no admin row: held, and given back if Discord now says they manage it);
 * at most `limit`, the longest unchecked first and those without a row last.
 */
export async function channelAlertOwnersToRecheck(
  db: Db,
  checkedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ accountId: alerts.accountId })
    .from(alerts)
    .innerJoin(accounts, and(eq(accounts.id, alerts.accountId), isNotNull(accounts.discordUserId)))
    .leftJoin(
      communityAdmins,
      and(
        eq(communityAdmins.communityId, alerts.communityId),
        eq(communityAdmins.accountId, alerts.accountId),
      ),
    )
    .where(
      and(
        inArray(alerts.status, [...OPEN_ALERT_STATUSES]),
        isNotNull(alerts.communityId),
        isNull(alerts.webhookUrl),
        or(isNull(communityAdmins.checkedAt), lt(communityAdmins.checkedAt, checkedBefore)),
      ),
    )
    .groupBy(alerts.accountId)
    // Owners Discord still counts as managers first (their alerts still go out), the held ones after.
    .orderBy(sql`${min(communityAdmins.checkedAt)} asc nulls last`)
    .limit(limit);
  return rows.map((row) => row.accountId);
}
