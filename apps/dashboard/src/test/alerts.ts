import type { Alert } from "@chartbot/contracts/alerts";

/**
 * An active "above 100" direct-message alert as the API answers it, for component tests; `changes` overrides
 * fields. Each call has a new id.
 */
export function anAlert(changes: Partial<Alert> = {}): Alert {
  return {
    id: crypto.randomUUID(),
    ticker: "BTC",
    symbolId: "BTC",
    symbol: null,
    placement: "above",
    level: 100,
    percent: null,
    window: null,
    delivery: "direct-message",
    webhookUrl: null,
    test: null,
    message: null,
    communityId: null,
    channelId: null,
    roleId: null,
    status: "active",
    heldReason: null,
    createdAt: "2025-03-01T10:00:00.000Z",
    triggeredAt: null,
    expiresAt: null,
    cooldownMinutes: null,
    lastTrigger: null,
    ...changes,
  };
}
