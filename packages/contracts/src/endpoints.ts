import type { Endpoint } from "./endpoint";
import { accountEndpoints } from "./endpoints/account";
import { alertEndpoints } from "./endpoints/alerts";
import { auditLogEndpoints } from "./endpoints/audit-log";
import { botEndpoints } from "./endpoints/bot";
import { botLicenseEndpoints } from "./endpoints/bot-license";
import { channelOverrideEndpoints } from "./endpoints/channel-overrides";
import { communityEndpoints } from "./endpoints/communities";
import { discordEndpoints } from "./endpoints/discord";
import { healthEndpoints } from "./endpoints/health";
import { layoutEndpoints } from "./endpoints/layouts";
import { paymentEndpoints } from "./endpoints/payments";
import { satelliteEndpoints } from "./endpoints/satellites";
import { scheduledPostEndpoints } from "./endpoints/scheduled-posts";
import { serviceEndpoints } from "./endpoints/services";
import { sessionEndpoints } from "./endpoints/session";
import { subscriptionEndpoints } from "./endpoints/subscriptions";
import { tradingEndpoints } from "./endpoints/trading";

/**
 * Every endpoint of the API, by resource. A screen imports its resource's module
 * (`@chartbot/contracts/endpoints/alerts`) rather than this whole table.
 */
export const endpoints = {
  account: accountEndpoints,
  alerts: alertEndpoints,
  auditLog: auditLogEndpoints,
  bot: botEndpoints,
  botLicense: botLicenseEndpoints,
  channelOverrides: channelOverrideEndpoints,
  communities: communityEndpoints,
  discord: discordEndpoints,
  health: healthEndpoints,
  layouts: layoutEndpoints,
  payments: paymentEndpoints,
  satellites: satelliteEndpoints,
  scheduledPosts: scheduledPostEndpoints,
  services: serviceEndpoints,
  session: sessionEndpoints,
  subscriptions: subscriptionEndpoints,
  trading: tradingEndpoints,
} as const;

/** Each endpoint with its name (`alerts.list`), in the table's order. */
export function listEndpoints(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([resource, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({ name: `${resource}.${name}`, endpoint })),
  );
}
