import type { AddonSlug } from "@chartbot/addons";
import { DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import type { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { ensureAccount } from "../../src/data/accounts/ensure-account.js";
import type { Db } from "../../src/db/open-database.js";
import {
  addonSlots,
  communities,
  communityAdmins,
  scheduledPosts,
  subscriptions,
} from "../../src/db/schema.js";
import { addTestServer, snowflake, startFakeDiscord, TEST_REDIRECT, type TestServer } from "./discord.js";
import { createTestUser, type TestUser } from "./firebase-users.js";
import { type Caller, request } from "./request.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** The account row of a test user, as `requireAccount` would create it. */
export async function accountIdOf(db: Db, user: TestUser): Promise<string> {
  const account = await ensureAccount(db, {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    displayName: undefined,
    photoURL: undefined,
  });
  return account.id;
}

/** A communities suite's test app, its fake Discord and its two signed-up users, with their account ids. */
export interface CommunitySuite {
  t: TestApp;
  /** The Discord the test API talks to (its bot token and client): servers, channels and roles live here. */
  discord: FakeDiscord;
  /** Administers the communities a test creates for `ownerId`. */
  owner: TestUser;
  /** Administers none of them, unless a test says so. */
  stranger: TestUser;
  ownerId: string;
  strangerId: string;
  /**
   * Calls the API as `caller` (the owner unless given: a test user, or a token such as the bot's), with a JSON
   * body when there is a payload: `request` of support/request.ts, on the suite's app.
   */
  request(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    payload?: object,
    caller?: Caller,
  ): Promise<LightMyRequestResponse>;
  /**
   * A community administered by the given accounts (the owner's unless given) whose server is in the fake
   * Discord with the bot, a text channel and a role: what scheduled posts and channel alerts need.
   */
  serverCommunity(
    adminAccountIds?: string[],
    values?: Partial<typeof communities.$inferInsert>,
  ): Promise<TestServer & { id: string }>;
  /** A new signed-up user whose account is linked (through the API) to a new Discord user of the fake Discord. */
  linkedUser(): Promise<{ user: TestUser; accountId: string; discordId: string }>;
  /**
   * A server where `discordId` has Manage Server (the bot in it unless `bot: false`), with its community,
   * administered by `admins` (none unless given: Discord's re-check adds the rows).
   */
  managedCommunity(
    discordId: string,
    options?: { bot?: boolean; admins?: string[] },
  ): Promise<TestServer & { id: string }>;
  /** Makes the account's admin rows look checked by Discord `minutes` ago. */
  ageAccess(accountId: string, minutes: number): Promise<void>;
}

/**
 * Registers the suite's `beforeAll` (a test app, two signed-up users and their accounts) and `afterAll` (closes
 * the app). The object it returns is filled in when the suite starts: read it inside tests and hooks.
 * With `discord: true` the app's Discord (OAuth2 client and bot token) is `suite.discord`; otherwise the
 * app has no bot token, so channels, roles and the bot's warnings are not read at all.
 */
export function communitySuite(options: { discord?: boolean } = {}): CommunitySuite {
  const suite = {
    request: (method, path, payload, caller) =>
      request(suite.t.app, method, path, { as: caller ?? suite.owner, body: payload }),
    serverCommunity: async (adminAccountIds, values) => {
      const server = addTestServer(suite.discord.world);
      const id = await createCommunity(suite.t.database.db, adminAccountIds ?? [suite.ownerId], {
        ...values,
        guildId: server.guildId,
      });
      return { id, ...server };
    },
    linkedUser: async () => {
      const user = await createTestUser(suite.t.app.identity.auth);
      const accountId = await accountIdOf(suite.t.database.db, user);
      const discordId = suite.discord.world.addUser({ username: `trader-${snowflake()}`, verified: true }).id;
      const link = await suite.request(
        "POST",
        "/api/account/discord",
        { code: suite.discord.codeFor(discordId), redirect: TEST_REDIRECT },
        user,
      );
      if (link.statusCode !== 200) throw new Error(`linking Discord: ${link.statusCode} ${link.body}`);
      return { user, accountId, discordId };
    },
    managedCommunity: async (discordId, options = {}) => {
      const server = addTestServer(suite.discord.world, { bot: options.bot });
      suite.discord.world.setMember(server.guildId, discordId, {
        permissions: DISCORD_PERMISSIONS.MANAGE_GUILD,
      });
      const id = await createCommunity(suite.t.database.db, options.admins ?? [], {
        guildId: server.guildId,
      });
      return { id, ...server };
    },
    ageAccess: async (accountId, minutes) => {
      await suite.t.database.db
        .update(communityAdmins)
        .set({ checkedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(communityAdmins.accountId, accountId));
    },
  } as CommunitySuite;
  beforeAll(async () => {
    suite.discord = await startFakeDiscord();
    // Suites link many test users to Discord from one address within a minute: sign-in limits are not under test.
    suite.t = await createTestApp(
      options.discord ? { ...suite.discord.env, AUTH_RATE_LIMIT_MAX: "1000" } : {},
    );
    [suite.owner, suite.stranger] = await Promise.all([
      createTestUser(suite.t.app.identity.auth),
      createTestUser(suite.t.app.identity.auth),
    ]);
    suite.ownerId = await accountIdOf(suite.t.database.db, suite.owner);
    suite.strangerId = await accountIdOf(suite.t.database.db, suite.stranger);
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.discord?.stop();
  });
  return suite;
}

export { snowflake };

/** Eleven distinct indicators: one more than any plan draws on a chart, so the contract refuses them. */
export const ELEVEN_INDICATORS = [
  "SMA",
  "EMA",
  "WMA",
  "VWAP",
  "Ichimoku",
  "SuperTrend",
  "RSI",
  "MACD",
  "ATR",
  "ADX",
  "OBV",
];

/**
 * Inserts a community administered by the given accounts (their access checked by Discord just now), as the
 * setup does. Its server is not in any fake Discord: see `serverCommunity` for one that is.
 */
export async function createCommunity(
  db: Db,
  adminAccountIds: string[],
  values: Partial<typeof communities.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(communities)
    .values({ guildId: snowflake(), name: "Test Community", ownerAccountId: adminAccountIds[0], ...values })
    .returning({ id: communities.id });
  if (!row) throw new Error("community insert returned no row");
  if (adminAccountIds.length > 0) {
    await db
      .insert(communityAdmins)
      .values(adminAccountIds.map((accountId) => ({ communityId: row.id, accountId })));
  }
  return row.id;
}

/**
 * Inserts a subscription of `slug` for the account with `slots` slots assigned to the community, as the
 * payments code does after checkout (written directly here: payments are tested on their own).
 */
export async function grantAddon(
  db: Db,
  accountId: string,
  communityId: string,
  slug: AddonSlug,
  options: { slots?: number; status?: "trialing" | "active" | "past_due" | "canceled" } = {},
): Promise<string> {
  const slots = options.slots ?? 1;
  const [subscription] = await db
    .insert(subscriptions)
    .values({ accountId, addonSlug: slug, quantity: slots, status: options.status ?? "active" })
    .returning({ id: subscriptions.id });
  if (!subscription) throw new Error("subscription insert returned no row");
  await db
    .insert(addonSlots)
    .values(Array.from({ length: slots }, () => ({ subscriptionId: subscription.id, communityId })));
  return subscription.id;
}

/** Inserts a scheduled post of the community (an hourly chart of BTCUSD unless `values` say otherwise); its row. */
export async function insertScheduledPost(
  db: Db,
  communityId: string,
  values: Partial<typeof scheduledPosts.$inferInsert> = {},
): Promise<typeof scheduledPosts.$inferSelect> {
  const [row] = await db
    .insert(scheduledPosts)
    .values({
      communityId,
      command: "chart",
      arguments: "BTCUSD",
      channelId: snowflake(),
      periodMinutes: 60,
      ...values,
    })
    .returning();
  if (!row) throw new Error("post insert returned no row");
  return row;
}
