import type { ChartTimeframe } from "@chartbot/addons";
import type { BotRelayFeed } from "@chartbot/contracts/bot-relays";
import { RELAY_LEASE_SECONDS } from "@chartbot/contracts/relays";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, relayMessages, relays } from "../../db/schema.js";
import { presentRelayTicker } from "./present-relay.js";
import { settleRelayNotices } from "./relay-notices.js";

/**
 * Serves the bot up to `limit` queued messages, oldest first, and leases them for `RELAY_LEASE_SECONDS`: those
 * after `cursor` that no one holds, and any (before the cursor too) whose lease ran out or that were never
 * served within a lease (a message whose insert committed after a later one was served is not skipped).
 * Rows are locked with SKIP LOCKED, so two bot processes polling at once get different messages.
 */
export async function readRelayFeed(
  db: Db,
  cursor: number | undefined,
  limit: number,
  now = new Date(),
): Promise<BotRelayFeed> {
  const expired = new Date(now.getTime() - RELAY_LEASE_SECONDS * 1000);
  return db.transaction(async (tx) => {
    const fresh = cursor === undefined ? sql`true` : sql`${relayMessages.sequence} > ${cursor}`;
    const due = sql`(${relayMessages.servedAt} is null and (${fresh} or ${relayMessages.receivedAt} < ${expired}))
      or ${relayMessages.servedAt} < ${expired}`;
    const picked = await tx
      .select({ id: relayMessages.id })
      .from(relayMessages)
      .where(and(eq(relayMessages.status, "queued"), due))
      .orderBy(relayMessages.sequence)
      .limit(limit + 1)
      .for("update", { skipLocked: true });
    const ids = picked.slice(0, limit).map((row) => row.id);
    if (ids.length === 0)
      return { messages: [], cursor: cursor === undefined ? null : String(cursor), more: false };
    const served = await tx
      .update(relayMessages)
      .set({ servedAt: now, attempts: sql`${relayMessages.attempts} + 1` })
      .where(inArray(relayMessages.id, ids))
      .returning();
    const targets = await tx
      .select({
        id: relays.id,
        number: relays.number,
        channelId: relays.channelId,
        roleId: relays.roleId,
        template: relays.template,
        guildId: communities.guildId,
      })
      .from(relays)
      .innerJoin(communities, eq(communities.id, relays.communityId))
      .where(inArray(relays.id, [...new Set(served.map((row) => row.relayId))]));
    const byId = new Map(targets.map((target) => [target.id, target]));
    const messages = served
      .sort((a, b) => a.sequence - b.sequence)
      .flatMap((row) => {
        const target = byId.get(row.relayId);
        if (!target) return [];
        return [
          {
            id: row.id,
            relayId: row.relayId,
            relayNumber: target.number,
            guildId: target.guildId,
            channelId: target.channelId,
            roleId: target.roleId,
            template: target.template,
            content: row.content,
            ticker: presentRelayTicker(row),
            chart: row.chart as ChartTimeframe | null,
            role: row.role,
            receivedAt: row.receivedAt.toISOString(),
            attempt: row.attempts,
          },
        ];
      });
    const last = Math.max(cursor ?? 0, ...served.map((row) => row.sequence));
    return { messages, cursor: String(last), more: picked.length > limit };
  });
}

/** An acknowledgement of a served message. */
export interface RelayAcknowledgement {
  id: string;
  status: "delivered" | "failed";
  reason?: string | undefined;
}

/**
 * Records what became of messages; the first report of each counts. A relay whose last recorded message failed
 * gets its `relay_refusing` notice, one whose last was delivered has it resolved. Answers how many were recorded.
 */
export async function acknowledgeRelayMessages(
  db: Db,
  acknowledgements: readonly RelayAcknowledgement[],
  now = new Date(),
): Promise<number> {
  let recorded = 0;
  const outcomes: { relayId: string; status: "delivered" | "failed"; reason: string | null }[] = [];
  await db.transaction(async (tx) => {
    for (const ack of acknowledgements) {
      const updated = await tx
        .update(relayMessages)
        .set({
          status: ack.status,
          failureReason: ack.status === "failed" ? (ack.reason ?? null) : null,
          acknowledgedAt: now,
        })
        .where(and(eq(relayMessages.id, ack.id), eq(relayMessages.status, "queued")))
        .returning({ relayId: relayMessages.relayId });
      recorded += updated.length;
      for (const { relayId } of updated) {
        outcomes.push({
          relayId,
          status: ack.status,
          reason: ack.status === "failed" ? (ack.reason ?? null) : null,
        });
      }
    }
    await settleRelayNotices(tx, outcomes, now);
  });
  return recorded;
}
