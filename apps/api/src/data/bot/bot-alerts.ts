import type { BotAlertPage } from "@chartbot/contracts/bot";
import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/open-database.js";
import { accounts, alerts, communities } from "../../db/schema.js";
import { heldReasonAt } from "../alerts/alert-holds.js";
import { presentBotAlert } from "../alerts/present-alert.js";
import { catalogueTicker } from "../catalogue-symbols.js";
import { type BadCursor, cursorCodec } from "./bot-cursor.js";

const cursors = cursorCodec({ s: z.string().min(1).max(200) });

export type ActiveAlertsResult = { outcome: "read"; page: BotAlertPage } | BadCursor;

/**
 * A page of active alerts for the bot: `limit` catalogue symbols after the cursor's (by `symbol_id`), each with
 * all its active, unexpired alerts that are not held (`heldReasonAt`) and where each one is delivered (the
 * owner's Discord user for direct messages, the community's server and channel otherwise). Two queries: the page's symbols (a range of the
 * partial index `alerts_active_symbol_idx`), then their alerts. A cursor this list did not give out is
 * `bad_cursor`.
 */
export async function readActiveAlerts(
  db: Db,
  cursor: string | undefined,
  limit: number,
  now = new Date(),
): Promise<ActiveAlertsResult> {
  let after: string | undefined;
  if (cursor !== undefined) {
    const decoded = cursors.decode(cursor);
    if (!decoded) return { outcome: "bad_cursor" };
    after = decoded.s;
  }
  // The literal 'active' (not a parameter) so the partial index's predicate matches in any plan. A channel
  // alert whose owner may no longer post there is left out as of now, whatever its stored hold says.
  const live = and(
    sql`${alerts.status} = 'active'`,
    or(isNull(alerts.expiresAt), gt(alerts.expiresAt, now)),
    sql`(${heldReasonAt(now)}) is null`,
  );
  const symbolRows = await db
    .selectDistinct({ symbolId: alerts.symbolId })
    .from(alerts)
    .where(after === undefined ? live : and(live, gt(alerts.symbolId, after)))
    .orderBy(asc(alerts.symbolId))
    .limit(limit + 1);
  const symbolIds = symbolRows.slice(0, limit).map((row) => row.symbolId);
  if (symbolIds.length === 0) return { outcome: "read", page: { symbols: [], nextCursor: null } };

  const rows = await db
    .select({
      alert: alerts,
      discordUserId: accounts.discordUserId,
      guildId: communities.guildId,
    })
    .from(alerts)
    .innerJoin(accounts, eq(accounts.id, alerts.accountId))
    .leftJoin(communities, eq(communities.id, alerts.communityId))
    .where(and(live, inArray(alerts.symbolId, symbolIds)))
    .orderBy(asc(alerts.symbolId), asc(alerts.id));

  const bySymbol = new Map<string, BotAlertPage["symbols"][number]>(
    symbolIds.map((symbolId) => [symbolId, { symbolId, ticker: catalogueTicker(symbolId), alerts: [] }]),
  );
  for (const { alert, discordUserId, guildId } of rows) {
    bySymbol.get(alert.symbolId)?.alerts.push(presentBotAlert(alert, discordUserId, guildId));
  }
  const last = symbolIds.at(-1) as string;
  return {
    outcome: "read",
    page: {
      symbols: [...bySymbol.values()],
      nextCursor: symbolRows.length > limit ? cursors.encode({ s: last }) : null,
    },
  };
}
