import type { Endpoint } from "./endpoint.ts";
import { accountEndpoints } from "./endpoints/account.ts";
import { alertEndpoints } from "./endpoints/alerts.ts";
import { auditLogEndpoints } from "./endpoints/audit-log.ts";
import { botEndpoints } from "./endpoints/bot.ts";
import { botLicenseEndpoints } from "./endpoints/bot-license.ts";
import { channelOverrideEndpoints } from "./endpoints/channel-overrides.ts";
import { communityEndpoints } from "./endpoints/communities.ts";
import { diagnosisEndpoints } from "./endpoints/diagnosis.ts";
import { discordEndpoints } from "./endpoints/discord.ts";
import { healthEndpoints } from "./endpoints/health.ts";
import { layoutEndpoints } from "./endpoints/layouts.ts";
import { noticeEndpoints } from "./endpoints/notices.ts";
import { paymentEndpoints } from "./endpoints/payments.ts";
import { priceEndpoints } from "./endpoints/prices.ts";
import { relayEndpoints } from "./endpoints/relays.ts";
import { satelliteEndpoints } from "./endpoints/satellites.ts";
import { scheduledPostEndpoints } from "./endpoints/scheduled-posts.ts";
import { serviceEndpoints } from "./endpoints/services.ts";
import { sessionEndpoints } from "./endpoints/session.ts";
import { subscriptionEndpoints } from "./endpoints/subscriptions.ts";
import { tradingEndpoints } from "./endpoints/trading.ts";
import { usageEndpoints } from "./endpoints/usage.ts";

/**
 * Every endpoint of the API, by resource. A screen imports its resource's module
 * (`@chartbot/contracts/endpoints/alerts`) rather than this whole table. Its type is spelled out because the inferred
 * one is longer than a declaration file may hold (TS7056).
 */
export const endpoints: {
  readonly account: typeof accountEndpoints;
  readonly alerts: typeof alertEndpoints;
  readonly auditLog: typeof auditLogEndpoints;
  readonly bot: typeof botEndpoints;
  readonly botLicense: typeof botLicenseEndpoints;
  readonly channelOverrides: typeof channelOverrideEndpoints;
  readonly communities: typeof communityEndpoints;
  readonly diagnosis: typeof diagnosisEndpoints;
  readonly discord: typeof discordEndpoints;
  readonly health: typeof healthEndpoints;
  readonly layouts: typeof layoutEndpoints;
  readonly notices: typeof noticeEndpoints;
  readonly payments: typeof paymentEndpoints;
  readonly prices: typeof priceEndpoints;
  readonly relays: typeof relayEndpoints;
  readonly satellites: typeof satelliteEndpoints;
  readonly scheduledPosts: typeof scheduledPostEndpoints;
  readonly services: typeof serviceEndpoints;
  readonly session: typeof sessionEndpoints;
  readonly subscriptions: typeof subscriptionEndpoints;
  readonly trading: typeof tradingEndpoints;
  readonly usage: typeof usageEndpoints;
} = {
  account: accountEndpoints,
  alerts: alertEndpoints,
  auditLog: auditLogEndpoints,
  bot: botEndpoints,
  botLicense: botLicenseEndpoints,
  channelOverrides: channelOverrideEndpoints,
  communities: communityEndpoints,
  diagnosis: diagnosisEndpoints,
  discord: discordEndpoints,
  health: healthEndpoints,
  layouts: layoutEndpoints,
  notices: noticeEndpoints,
  payments: paymentEndpoints,
  prices: priceEndpoints,
  relays: relayEndpoints,
  satellites: satelliteEndpoints,
  scheduledPosts: scheduledPostEndpoints,
  services: serviceEndpoints,
  session: sessionEndpoints,
  subscriptions: subscriptionEndpoints,
  trading: tradingEndpoints,
  usage: usageEndpoints,
};

/** Each endpoint with its name (`alerts.list`), in the table's order. */
export function listEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([resource, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({ name: `${resource}.${name}`, endpoint })),
  );
}
