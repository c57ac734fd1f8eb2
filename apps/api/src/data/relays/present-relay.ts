import type { ChartTimeframe } from "@chartbot/addons";
import { fillPath } from "@chartbot/contracts/endpoint";
import type { Relay, RelayMessage } from "@chartbot/contracts/relays";
import { RELAY_URL_PATH } from "@chartbot/contracts/relays";
import { getSymbol } from "@chartbot/symbol-catalogue";
import type { relayMessages, relays } from "../../db/schema.js";
import { marketLabel } from "../catalogue-symbols.js";

export type RelayRow = typeof relays.$inferSelect;
export type RelayMessageRow = typeof relayMessages.$inferSelect;

/** The relay URL with its secret: `<origin>/api/relay/<id>/<secret>` (the dashboard's origin proxies `/api`). */
export function relayUrl(origin: string, relayId: string, secret: string): string {
  return `${origin}/api${fillPath(RELAY_URL_PATH, { relayId, secret })}`;
}

/** The ticker of a stored message as it was resolved: the input, the symbol and its label. */
export function presentRelayTicker(row: Pick<RelayMessageRow, "tickerInput" | "symbolId">) {
  if (row.tickerInput === null || row.symbolId === null) return null;
  const symbol = getSymbol(row.symbolId);
  return {
    input: row.tickerInput,
    symbolId: row.symbolId,
    label: symbol ? marketLabel(symbol) : row.symbolId,
  };
}

/** A stored message as the relay's list entry shows it. */
export function presentRelayMessage(row: RelayMessageRow): RelayMessage {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    content: row.content,
    ticker: presentRelayTicker(row),
    chart: row.chart as ChartTimeframe | null,
    role: row.role,
    status: row.status,
    failureReason: row.failureReason,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

/** A relay as the API gives it (never its secret or hashes), with its last messages. */
export function presentRelay(row: RelayRow, messages: readonly RelayMessageRow[], now = new Date()): Relay {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    number: row.number,
    channelId: row.channelId,
    roleId: row.roleId,
    template: row.template,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
    previousSecretExpiresAt: overlap ? (row.previousSecretExpiresAt?.toISOString() ?? null) : null,
    recentMessages: messages.map(presentRelayMessage),
  };
}

/** A relay as its audit log entries carry it: where it posts and when its secret last changed, never the secret. */
export function auditedRelay(row: RelayRow | undefined) {
  if (!row) return null;
  return {
    number: row.number,
    channelId: row.channelId,
    roleId: row.roleId,
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
    template: row.template,
  };
}
