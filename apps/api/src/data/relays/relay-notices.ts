import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, relays } from "../../db/schema.js";
import { communityCauses, type RelayRefusal, relayRefusingNotice } from "../notices/community-notices.js";
import { raiseCommunityNotice, resolveNotices } from "../notices/notices.js";
import type { RelayTarget } from "./find-relay-target.js";

/**
 * Raises the relay's `relay_refusing` notice for a message its URL refused. One statement, a no-op insert
 * while the notice is open: the URL is public, so a refusal must stay as cheap as the refusal itself.
 */
export async function raiseRelayRefused(
  db: Db,
  target: Pick<RelayTarget, "relay" | "communityName">,
  refusal: RelayRefusal,
  now = new Date(),
): Promise<void> {
  const { relay, communityName } = target;
  await raiseCommunityNotice(
    db,
    relayRefusingNotice({ id: relay.communityId, name: communityName }, relay, refusal, now),
  );
}

/**
 * What the bot's acknowledgements say of each relay, by their order: a relay whose last message was delivered
 * has its notices resolved; one whose last message failed gets its notice (with the bot's reason). Call it in
 * the acknowledgements' transaction.
 */
export async function settleRelayNotices(
  db: Db,
  outcomes: readonly { relayId: string; status: "delivered" | "failed"; reason: string | null }[],
  now = new Date(),
): Promise<void> {
  const last = new Map<string, { status: "delivered" | "failed"; reason: string | null }>();
  for (const { relayId, status, reason } of outcomes) last.set(relayId, { status, reason });
  const failed = [...last].filter(([, outcome]) => outcome.status === "failed").map(([id]) => id);
  for (const [relayId, outcome] of last) {
    if (outcome.status === "delivered") await resolveNotices(db, communityCauses.relayRefusing(relayId), now);
  }
  if (failed.length === 0) return;
  const rows = await db
    .select({ relay: relays, communityName: communities.name })
    .from(relays)
    .innerJoin(communities, eq(communities.id, relays.communityId))
    .where(inArray(relays.id, failed));
  for (const row of rows) {
    const reason = last.get(row.relay.id)?.reason ?? null;
    await raiseRelayRefused(db, row, { kind: "undelivered", reason }, now);
  }
}
