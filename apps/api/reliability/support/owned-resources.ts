import { randomBytes } from "node:crypto";
import { randomKeysFor } from "@chartbot/contracts/trading";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import type { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { eq } from "drizzle-orm";
import { alertUndeliveredNotice } from "../../src/data/notices/account-notices.js";
import { raiseNotice } from "../../src/data/notices/notices.js";
import type { Db } from "../../src/db/open-database.js";
import {
  addonSlots,
  alerts,
  alertTests,
  notices,
  scheduledPostTests,
  subscriptions,
} from "../../src/db/schema.js";
import { createCommunity, grantAddon } from "../../test/support/communities.js";
import { addTestServer } from "../../test/support/discord.js";
import { bearer, type TestUser } from "../../test/support/firebase-users.js";
import type { TestApp } from "../../test/support/test-app.js";
import type { Operation } from "./openapi.js";

/** One of every kind of resource an account can own, created the way the product creates them. */
export interface OwnedResources {
  accountId: string;
  communityId: string;
  /** The Discord server of the community (the bot API names communities by it). */
  guildId: string;
  /** A text channel of the community's server (in the fake Discord), where posts may go. */
  channelId: string;
  subscriptionId: string;
  alertId: string;
  credentialId: string;
  tokenId: string;
  satelliteId: string;
  postId: string;
  /** A pending "Send test" of the post, requested a minute ago. */
  postTestId: string;
  layoutId: string;
  /** A webhook relay of the community, and the secret of its URL. */
  relayId: string;
  relaySecret: string;
  /** An audit log entry of the community (a change of its channel override). */
  auditEntryId: string;
  /** A pending "Send test" of the alert, as the bot reads it. */
  alertTestId: string;
  /** A session the user signed in (the dashboard's way), to revoke. */
  sessionId: string;
  /**
   * A notice of the account (its alert could not be delivered), as the bot's direct-message feed left it for an
   * account without Discord: skipped, so reading the feed changes no row.
   */
  noticeId: string;
}

/** An active Price Alerts subscription (100 open alerts) with its one slot on the account, as payments record it. */
export async function grantPriceAlerts(db: Db, accountId: string): Promise<void> {
  const [subscription] = await db
    .insert(subscriptions)
    .values({ accountId, addonSlug: "price-alerts", quantity: 1, status: "active" })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error("subscription insert returned no row");
  await db.insert(addonSlots).values({ subscriptionId: subscription.id, communityId: null });
}

/** A random exchange key or secret of the accepted shape. */
export const randomExchangeKey = (bytes = 24) => randomBytes(bytes).toString("base64url");

/**
 * Creates a community the user administers (as the setup does; its server in `discord`, the fake Discord the
 * app talks to, with the bot, a channel and a role), add-on slots for it (as payments do), then an alert, an
 * exchange credential, an API token, a satellite, a scheduled post and a layout through the API, and a
 * session (signed in as the dashboard does).
 */
export async function createOwnedResources(
  t: TestApp,
  user: TestUser & { accountId: string },
  discord: FakeDiscord,
): Promise<OwnedResources> {
  const { db } = t.database;
  const server = addTestServer(discord.world);
  const communityId = await createCommunity(db, [user.accountId], {
    name: `Community of ${user.email}`,
    guildId: server.guildId,
  });
  const subscriptionId = await grantAddon(db, user.accountId, communityId, "price-satellite-bots", {
    slots: 2,
  });
  await grantAddon(db, user.accountId, communityId, "scheduled-posting");
  await grantAddon(db, user.accountId, communityId, "tradingview-layouts");

  const create = async (url: string, payload: Record<string, unknown>): Promise<string> => {
    const response = await t.app.inject({ method: "POST", url, headers: bearer(user), payload });
    if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { id: string }).id;
  };
  const community = `/api/communities/${communityId}`;
  const signedIn = await t.app.inject({
    method: "POST",
    url: "/api/session",
    headers: { origin: t.app.config.origins.dashboard },
    payload: { idToken: user.idToken },
  });
  const cookie = [signedIn.headers["set-cookie"]].flat().find((value) => value?.startsWith("__session="));
  const sessions = await t.app.inject({
    method: "GET",
    url: "/api/sessions",
    headers: { cookie: cookie?.split(";")[0] ?? "" },
  });
  const sessionId = (sessions.json() as { items: { id: string }[] }).items[0]?.id;
  if (!sessionId) throw new Error(`no session: ${signedIn.statusCode} ${signedIn.body} ${sessions.body}`);
  const alertId = await create("/api/alerts", { ticker: "BTCUSD", placement: "above", level: 150_000 });
  // A pending test, requested a minute ago (outside the one-a-30-s limit the owner's own request meets).
  const [alertTest] = await db
    .insert(alertTests)
    .values({ alertId, requestedAt: new Date(Date.now() - 60_000) })
    .returning({ id: alertTests.id });
  // Two changes of an override on a channel of its own (no other request changes it): the newer entry's
  // revert is still the current value's, and keeps an override.
  const auditChannel = discord.world.addChannel(server.guildId, { name: "audited" });
  for (const tickerMode of ["crypto", "traditional"]) {
    const response = await t.app.inject({
      method: "PUT",
      url: `${community}/channel-overrides/${auditChannel.id}`,
      headers: bearer(user),
      payload: { tickerMode, autoDeleteMinutes: null },
    });
    if (response.statusCode >= 300)
      throw new Error(`PUT channel override: ${response.statusCode} ${response.body}`);
  }
  const relay = await t.app.inject({
    method: "POST",
    url: `${community}/relays`,
    headers: bearer(user),
    payload: { channelId: server.channelId },
  });
  if (relay.statusCode !== 201) throw new Error(`POST relays: ${relay.statusCode} ${relay.body}`);
  const { id: relayId, url: relayUrl } = relay.json() as { id: string; url: string };
  const log = await t.app.inject({ method: "GET", url: `${community}/audit-log`, headers: bearer(user) });
  // The newest entry that can be reverted: the override's, before the relay's (a relay's never is).
  const auditEntryId = (log.json() as { items: { id: string; setting: string }[] }).items.find(
    (entry) => entry.setting === "channelOverride",
  )?.id;
  if (!auditEntryId || !alertTest) throw new Error(`no audit entry or alert test: ${log.body}`);
  const postId = await create(`${community}/scheduled-posts`, {
    command: "chart",
    arguments: "BTCUSD 4H",
    channelId: server.channelId,
    periodMinutes: 60,
  });
  // Like the alert's: a pending test requested a minute ago, outside the owner's one-a-30-s limit.
  const [postTest] = await db
    .insert(scheduledPostTests)
    .values({ postId, requestedAt: new Date(Date.now() - 60_000) })
    .returning({ id: scheduledPostTests.id });
  if (!postTest) throw new Error("no scheduled post test");
  const [alert] = await db.select().from(alerts).where(eq(alerts.id, alertId));
  if (!alert) throw new Error("no alert");
  const [notice] = await raiseNotice(
    db,
    [user.accountId],
    alertUndeliveredNotice(alert, { price: 150_001, reason: "Missing Access", triggeredAt: new Date() }),
  );
  if (!notice) throw new Error("no notice");
  await db.update(notices).set({ directMessage: "skipped" }).where(eq(notices.id, notice.id));
  return {
    noticeId: notice.id,
    sessionId,
    relayId,
    relaySecret: relayUrl.split("/").at(-1) ?? "",
    accountId: user.accountId,
    auditEntryId,
    alertTestId: alertTest.id,
    communityId,
    guildId: server.guildId,
    channelId: server.channelId,
    subscriptionId,
    alertId,
    credentialId: await create("/api/trading/credentials", {
      label: "Main",
      exchange: "binance",
      ...randomKeysFor("binance"),
    }),
    tokenId: await create("/api/trading/tokens", { label: "Relay" }),
    satelliteId: await create(`${community}/satellites`, { symbolId: DEFAULT_SYMBOL_IDS[0] }),
    postId,
    postTestId: postTest.id,
    layoutId: await create(`${community}/layouts`, {
      label: "Main",
      url: "https://www.tradingview.com/chart/AbCd1234/",
    }),
  };
}

/**
 * The owner's real ids for an operation's path parameters. Throws for a parameter it does not know, so
 * a new route with an id has to be added here (and so is covered by the authorization checks).
 */
export function resourceIdsFor(operation: Operation, owned: OwnedResources): Record<string, string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  // The public API (`/api/v1`) serves the same resources as the dashboard's routes.
  const [, , section, sub] = operation.path.replace(/^\/api\/v1\//, "/api/").split("/");
  const ids: Record<string, string> = {};
  const bot = /^\/api\/bot\/v1\/([\w-]+)/.exec(operation.path)?.[1];
  for (const name of names) {
    const id = bot ? botIdFor(bot, name, owned) : idFor(section, sub, name, owned);
    if (!id) throw new Error(`no owned resource for {${name}} of ${operation.method} ${operation.path}`);
    ids[name] = id;
  }
  return ids;
}

/**
 * No alert trigger and no notice is owned: the bot API's delivery report of one gets this id (a request passing
 * would 404).
 */
const UNKNOWN_TRIGGER_ID = "00000000-0000-4000-8000-000000000000";

/** The bot API's path ids (`/api/bot/v1/<resource>/...`): the same resources, named as the bot names them. */
function botIdFor(resource: string, name: string, owned: OwnedResources): string | undefined {
  if (name === "guildId") return owned.guildId;
  if (name === "triggerId") return UNKNOWN_TRIGGER_ID;
  // `relay delete 3`: the bot names a community's relay by its number.
  if (name === "number") return "1";
  if (name !== "id") return undefined;
  const byResource: Record<string, string> = {
    alerts: owned.alertId,
    "alert-tests": owned.alertTestId,
    "scheduled-posts": owned.postId,
    "scheduled-post-tests": owned.postTestId,
    satellites: owned.satelliteId,
    "notice-messages": owned.noticeId,
  };
  return byResource[resource];
}

function idFor(
  section: string | undefined,
  sub: string | undefined,
  name: string,
  owned: OwnedResources,
): string | undefined {
  if (section === "communities") {
    const nested: Record<string, string> = {
      id: owned.communityId,
      satelliteId: owned.satelliteId,
      postId: owned.postId,
      layoutId: owned.layoutId,
      channelId: owned.channelId,
      entryId: owned.auditEntryId,
      relayId: owned.relayId,
    };
    return nested[name];
  }
  // The relay URL: its relay and the secret that opens it.
  if (section === "relay") return { relayId: owned.relayId, secret: owned.relaySecret }[name];
  if (section === "sessions" && name === "sessionId") return owned.sessionId;
  if (name !== "id") return undefined;
  if (section === "alerts") return owned.alertId;
  if (section === "subscriptions") return owned.subscriptionId;
  if (section === "trading" && sub === "credentials") return owned.credentialId;
  if (section === "trading" && sub === "tokens") return owned.tokenId;
  return undefined;
}
