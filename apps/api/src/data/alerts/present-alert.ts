import {
  ALERT_WINDOW_MINUTES,
  type Alert,
  type AlertHistoryEntry,
  type AlertTest,
  type AlertTrigger,
  alertTemplateValues,
} from "@chartbot/contracts/alerts";
import type { BotAlert, BotAlertTest } from "@chartbot/contracts/bot";
import { getSymbol } from "@chartbot/symbol-catalogue";
import { type AlertTrigger as AlertTriggerRow, toTriggerView } from "../alert-triggers/alert-trigger.js";
import { marketLabel, toMarketSymbol } from "../catalogue-symbols.js";
import type { Alert as AlertRow } from "./alert.js";
import { effectiveStatus } from "./expire-alerts.js";

/**
 * The one owner of how an alert row is shown: to the dashboard and the public API (`presentAlert`), and to the
 * bot (`presentBotAlert`, `presentBotAlertTest`, with `botDelivery`).
 */

/** An alert as the dashboard and the public API answer it, with its latest trigger and test (none given: it has none). */
export function presentAlert(
  alert: AlertRow & { lastTrigger?: AlertTrigger | null; test?: AlertTest | null },
): Alert {
  const symbol = getSymbol(alert.symbolId);
  return {
    id: alert.id,
    ticker: alert.tickerInput,
    symbolId: alert.symbolId,
    symbol: symbol ? toMarketSymbol(symbol) : null,
    placement: alert.placement,
    level: alert.level,
    percent: alert.percent,
    window: alert.window,
    message: alert.message,
    delivery: alert.webhookUrl !== null ? "webhook" : alert.channelId !== null ? "channel" : "direct-message",
    communityId: alert.communityId,
    channelId: alert.channelId,
    roleId: alert.roleId,
    webhookUrl: alert.webhookUrl,
    status: effectiveStatus(alert),
    heldReason: alert.heldReason,
    createdAt: alert.createdAt.toISOString(),
    triggeredAt: alert.triggeredAt?.toISOString() ?? null,
    expiresAt: alert.expiresAt?.toISOString() ?? null,
    cooldownMinutes: alert.cooldownMinutes,
    lastTrigger: alert.lastTrigger ?? null,
    test: alert.test ?? null,
  };
}

/** A trigger of the account's history (`GET /api/alerts/history`), with its alert as `presentAlert` shows it. */
export function presentHistoryEntry(trigger: AlertTriggerRow & { alert: AlertRow }): AlertHistoryEntry {
  const alert = presentAlert(trigger.alert);
  return {
    ...toTriggerView(trigger),
    alert: {
      id: alert.id,
      ticker: alert.ticker,
      symbol: alert.symbol,
      placement: alert.placement,
      level: alert.level,
      percent: alert.percent,
      window: alert.window,
      delivery: alert.delivery,
      communityId: alert.communityId,
      channelId: alert.channelId,
      status: alert.status,
    },
  };
}

/**
 * Where the bot sends an alert's message (or its test): the webhook, the community's channel, or else the
 * owner's direct messages (also when the community's server is gone).
 */
export function botDelivery(
  alert: Pick<AlertRow, "webhookUrl" | "communityId" | "channelId" | "roleId">,
  discordUserId: string | null,
  guildId: string | null,
): BotAlert["delivery"] {
  if (alert.webhookUrl !== null) return { kind: "webhook", url: alert.webhookUrl };
  return alert.communityId === null || guildId === null
    ? { kind: "direct-message", discordUserId }
    : { kind: "channel", guildId, channelId: alert.channelId ?? "", roleId: alert.roleId };
}

/** What the alert's message template gets from the alert: its ticker as typed, its market's name, its condition. */
function templateValuesOf(alert: AlertRow): BotAlert["templateValues"] {
  const symbol = getSymbol(alert.symbolId);
  return alertTemplateValues({
    ...alert,
    ticker: alert.tickerInput,
    name: symbol ? marketLabel(symbol) : alert.tickerInput,
  });
}

/** An active alert as the bot watches it: its condition, message and where it goes. */
export function presentBotAlert(
  alert: AlertRow,
  discordUserId: string | null,
  guildId: string | null,
): BotAlert {
  return {
    id: alert.id,
    placement: alert.placement,
    level: alert.level,
    percent: alert.percent,
    window: alert.window,
    windowMinutes: alert.window === null ? null : ALERT_WINDOW_MINUTES[alert.window],
    message: alert.message,
    templateValues: templateValuesOf(alert),
    cooldownMinutes: alert.cooldownMinutes,
    lastTriggeredAt: alert.triggeredAt?.toISOString() ?? null,
    expiresAt: alert.expiresAt?.toISOString() ?? null,
    delivery: botDelivery(alert, discordUserId, guildId),
  };
}

/**
 * A pending "Send test" as the bot sends it: the alert's message, named by the catalogue's ticker, or by what
 * its owner typed once the catalogue no longer lists the symbol.
 */
export function presentBotAlertTest(
  test: { id: string; requestedAt: Date },
  alert: AlertRow,
  discordUserId: string | null,
  guildId: string | null,
): BotAlertTest {
  return {
    id: test.id,
    alertId: alert.id,
    ticker: getSymbol(alert.symbolId)?.ticker ?? alert.tickerInput,
    message: alert.message,
    templateValues: templateValuesOf(alert),
    requestedAt: test.requestedAt.toISOString(),
    delivery: botDelivery(alert, discordUserId, guildId),
  };
}
