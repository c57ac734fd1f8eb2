import type { ChannelDiagnosis, DiagnosisCause } from "@chartbot/contracts/diagnosis";
import { BOT_PERMISSIONS, DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { ChannelType, DEFAULT_EVERYONE_PERMISSIONS } from "@chartbot/test-servers/fake-discord";
import { describe, expect, it } from "vitest";
import { markGrantRevoked } from "../../../src/data/discord/user-grant.js";
import { alerts, alertTriggers, satellites } from "../../../src/db/schema.js";
import { createApiToken } from "../../support/api-tokens.js";
import { botBearer, issueBotToken } from "../../support/bot.js";
import {
  communitySuite,
  createCommunity,
  grantAddon,
  insertScheduledPost,
} from "../../support/communities.js";
import type { TestUser } from "../../support/firebase-users.js";

const suite = communitySuite({ discord: true });
const [BTCUSD = ""] = DEFAULT_SYMBOL_IDS;
const without = (bits: string, name: keyof typeof DISCORD_PERMISSIONS) =>
  (BigInt(bits) & ~DISCORD_PERMISSIONS[name]).toString();

/** A seeded server: its community, the channel to diagnose, and who asks (the owner unless said). */
interface Seeded {
  id: string;
  guildId: string;
  channelId: string;
  caller?: TestUser;
}

/** A breakage seeded in the Discord sandbox (and the database), and what the diagnosis must say of it. */
interface Breakage {
  name: string;
  seed(): Promise<Seeded>;
  command?: string;
  /** While the request runs (Discord unreachable). */
  during?: <T>(run: () => Promise<T>) => Promise<T>;
  expected: Partial<DiagnosisCause> & { code: DiagnosisCause["code"] };
  /** What the fix's href must hold, or the fix's kind when it is an action. */
  fixHref?: RegExp;
  fixKind?: "resume_post";
}

/** A server with Chartbot in it and a community administered by the owner: the starting point of each breakage. */
async function healthyServer(
  options: {
    everyone?: string;
    bot?: string;
    channel?: Parameters<typeof suite.discord.world.addChannel>[1];
    admins?: string[];
  } = {},
) {
  const world = suite.discord.world;
  const ownerId = world.addUser({ username: `owner-${Date.now()}` }).id;
  const guild = world.addGuild({
    name: "Diagnosis Server",
    ownerId,
    everyonePermissions: options.everyone ?? DEFAULT_EVERYONE_PERMISSIONS,
  });
  const channel = world.addChannel(guild.id, { name: "markets", ...options.channel });
  world.addBot(guild.id, options.bot ?? BOT_PERMISSIONS);
  const id = await createCommunity(suite.t.database.db, options.admins ?? [suite.ownerId], {
    guildId: guild.id,
  });
  return { id, guildId: guild.id, channelId: channel.id };
}

const BREAKAGES: Breakage[] = [
  {
    name: "no Send Messages through the category's override",
    seed: async () => {
      const world = suite.discord.world;
      const server = await healthyServer();
      const deny = [
        {
          id: server.guildId,
          type: 0 as const,
          allow: "0",
          deny: DISCORD_PERMISSIONS.SEND_MESSAGES.toString(),
        },
      ];
      const category = world.addChannel(server.guildId, {
        name: "Trading floor",
        type: ChannelType.category,
        permission_overwrites: deny,
      });
      const channel = world.addChannel(server.guildId, {
        name: "signals",
        parent_id: category.id,
        permission_overwrites: deny.map((o) => ({ ...o })),
      });
      return { ...server, channelId: channel.id };
    },
    expected: { code: "missing_permission", permission: "SEND_MESSAGES", deniedBy: "category" },
    fixHref: /^https:\/\/discord\.com\/channels\/\d+\/\d+$/,
  },
  {
    name: "no Embed Links",
    seed: () =>
      healthyServer({
        everyone: without(DEFAULT_EVERYONE_PERMISSIONS, "EMBED_LINKS"),
        bot: without(BOT_PERMISSIONS, "EMBED_LINKS"),
      }),
    expected: { code: "missing_permission", permission: "EMBED_LINKS", deniedBy: "server" },
    fixHref: new RegExp(
      `oauth2/authorize\\?.*permissions=${BigInt(BOT_PERMISSIONS) | DISCORD_PERMISSIONS.EMBED_LINKS}`,
    ),
  },
  {
    name: "no Manage Webhooks for a scheduled post",
    seed: async () => {
      const server = await healthyServer({ bot: without(BOT_PERMISSIONS, "MANAGE_WEBHOOKS") });
      await insertScheduledPost(suite.t.database.db, server.id, { channelId: server.channelId });
      return server;
    },
    expected: {
      code: "missing_permission",
      permission: "MANAGE_WEBHOOKS",
      deniedBy: "server",
      severity: "warning",
    },
    fixHref: /oauth2\/authorize\?client_id=.*&guild_id=\d+/,
  },
  {
    name: "a crypto-only ticker in a traditional channel",
    seed: () => healthyServer(),
    command: "c btc 4h",
    expected: { code: "ticker_not_found", severity: "blocking" },
    fixHref: /\/communities\/[0-9a-f-]{36}\/channel-overrides$/,
  },
  {
    name: "a lapsed add-on",
    seed: async () => {
      const server = await healthyServer();
      await grantAddon(suite.t.database.db, suite.ownerId, server.id, "tradingview-layouts", {
        status: "canceled",
      });
      return server;
    },
    command: "layout weekly",
    expected: { code: "addon_missing", message: expect.stringContaining("lapsed") },
    fixHref: /\/subscriptions\?addon=tradingview-layouts$/,
  },
  {
    name: "the bot removed from the server",
    seed: async () => {
      const server = await healthyServer();
      suite.discord.world.removeBot(server.guildId);
      return server;
    },
    expected: { code: "bot_not_in_server", severity: "blocking" },
    fixHref:
      /oauth2\/authorize\?client_id=[^&]+&permissions=\d+&scope=bot%20applications\.commands&guild_id=\d+/,
  },
  {
    name: "a paused scheduled post",
    seed: async () => {
      const server = await healthyServer();
      await insertScheduledPost(suite.t.database.db, server.id, {
        channelId: server.channelId,
        pausedAt: new Date(),
        pauseReason: "5 failures in a row: Missing Permissions",
      });
      return server;
    },
    expected: { code: "post_paused", message: expect.stringContaining("Missing Permissions") },
    fixKind: "resume_post",
  },
  {
    name: "a stale satellite",
    seed: async () => {
      const server = await healthyServer();
      const longAgo = new Date(Date.now() - 3_600_000);
      await suite.t.database.db.insert(satellites).values({
        communityId: server.id,
        symbolId: BTCUSD,
        joinedAt: longAgo,
        lastHeartbeatAt: longAgo,
        lastPrice: 1,
      });
      return server;
    },
    expected: { code: "satellite_stale" },
    fixHref: /\/communities\/[0-9a-f-]{36}\/satellites$/,
  },
  {
    name: "a revoked Discord grant",
    seed: async () => {
      const linked = await suite.linkedUser();
      await markGrantRevoked(suite.t.database.db, linked.accountId);
      return { ...(await healthyServer({ admins: [linked.accountId] })), caller: linked.user };
    },
    expected: { code: "discord_reconnect_required" },
    fixHref: /\/account\/settings$/,
  },
  {
    name: "Discord unreachable",
    seed: () => healthyServer(),
    during: async (run) => {
      suite.discord.failWith = 503;
      try {
        return await run();
      } finally {
        suite.discord.failWith = undefined;
      }
    },
    expected: { code: "discord_unreachable", fix: null },
  },
  {
    name: "the last failure the bot reported in the channel",
    seed: async () => {
      const server = await healthyServer();
      await insertScheduledPost(suite.t.database.db, server.id, {
        channelId: server.channelId,
        lastRunAt: new Date(),
        lastOutcome: "failed",
        lastFailureReason: "Unknown Channel",
        consecutiveFailures: 1,
      });
      return server;
    },
    expected: { code: "last_failure", message: expect.stringContaining("Unknown Channel") },
    fixHref: /\/scheduled-posts$/,
  },
  {
    name: "an alert's failed delivery in the channel",
    seed: async () => {
      const server = await healthyServer();
      const [alert] = await suite.t.database.db
        .insert(alerts)
        .values({
          accountId: suite.ownerId,
          communityId: server.id,
          channelId: server.channelId,
          tickerInput: "BTCUSD",
          symbolId: BTCUSD,
          placement: "above",
          level: 100_000,
        })
        .returning();
      await suite.t.database.db.insert(alertTriggers).values({
        alertId: alert?.id ?? "",
        triggerKey: "t-1",
        price: 101_000,
        triggeredAt: new Date(),
        delivery: "failed",
        failureReason: "Missing Access",
      });
      return server;
    },
    expected: { code: "last_failure", message: expect.stringContaining("alert on BTCUSD): Missing Access") },
    fixHref: /\/account\/alerts\/history$/,
  },
  {
    name: "slash commands not allowed for @everyone",
    seed: () =>
      healthyServer({
        channel: {
          name: "quiet",
          permission_overwrites: [],
        },
        everyone: without(DEFAULT_EVERYONE_PERMISSIONS, "USE_APPLICATION_COMMANDS"),
      }),
    expected: { code: "slash_commands_blocked", permission: "USE_APPLICATION_COMMANDS" },
    fixHref: /^https:\/\/discord\.com\/channels\//,
  },
];

const diagnose = (seeded: Seeded, command?: string) =>
  suite.request(
    "GET",
    `/api/communities/${seeded.id}/diagnosis?channelId=${seeded.channelId}${command ? `&command=${encodeURIComponent(command)}` : ""}`,
    undefined,
    seeded.caller,
  );

describe("GET /api/communities/:id/diagnosis", () => {
  it("finds nothing wrong in a healthy channel, and reads the ticker in both modes", async () => {
    const seeded = await healthyServer();
    const response = await diagnose(seeded, "c btcusdt 1h");
    expect(response.statusCode).toBe(200);
    const body = response.json<ChannelDiagnosis>();
    expect(body.causes).toEqual([]);
    expect(body).toMatchObject({
      channelName: "markets",
      tickerMode: "traditional",
      command: "c btcusdt 1h",
    });
    expect(body.ticker).toMatchObject({ ticker: "btcusdt", mode: "traditional", otherMode: "crypto" });
    expect(body.ticker?.market).not.toBeNull();
  });

  it.each(BREAKAGES)("names $name with its fix", async (breakage) => {
    const seeded = await breakage.seed();
    const run = () => diagnose(seeded, breakage.command);
    const response = await (breakage.during ? breakage.during(run) : run());
    expect(response.statusCode, response.body).toBe(200);
    const { causes } = response.json<ChannelDiagnosis>();
    const found = causes.find((c) => c.code === breakage.expected.code);
    expect(found, JSON.stringify(causes)).toMatchObject(breakage.expected);
    if (breakage.fixHref) {
      expect(found?.fix).toMatchObject({ kind: "link" });
      expect(found?.fix?.kind === "link" && found.fix.href).toMatch(breakage.fixHref);
    }
    if (breakage.fixKind)
      expect(found?.fix).toMatchObject({ kind: breakage.fixKind, postId: expect.any(String) });
  });

  it("says what the other mode would read for a crypto ticker", async () => {
    const seeded = await healthyServer();
    const body = (await diagnose(seeded, "c btc 4h")).json<ChannelDiagnosis>();
    expect(body.ticker).toMatchObject({ ticker: "btc", market: null, otherMode: "crypto" });
    expect(body.ticker?.otherMarket).toMatch(/^BTC/);
    expect(body.causes[0]?.message).toContain(`In crypto mode it would be ${body.ticker?.otherMarket}`);
  });

  it("lists the causes in the contract's order", async () => {
    const seeded = await healthyServer({
      bot: without(BOT_PERMISSIONS, "EMBED_LINKS"),
      everyone: without(DEFAULT_EVERYONE_PERMISSIONS, "EMBED_LINKS"),
    });
    await insertScheduledPost(suite.t.database.db, seeded.id, {
      channelId: seeded.channelId,
      pausedAt: new Date(),
    });
    const codes = (await diagnose(seeded, "c btc 2h")).json<ChannelDiagnosis>().causes.map((c) => c.code);
    expect(codes).toEqual(["missing_permission", "ticker_not_found", "addon_missing", "post_paused"]);
  });

  it("refuses a channel id that is not a snowflake and a command too long, with 400", async () => {
    const seeded = await healthyServer();
    const bad = await suite.request("GET", `/api/communities/${seeded.id}/diagnosis?channelId=general`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: "validation_failed" } });
    const long = await diagnose(seeded, `c ${"x".repeat(300)}`);
    expect(long.statusCode).toBe(400);
  });

  it("answers 404 to someone who does not administer the community", async () => {
    const seeded = await healthyServer();
    const response = await diagnose({ ...seeded, caller: suite.stranger });
    expect(response.statusCode).toBe(404);
  });
});

describe("GET /api/v1/communities/:id/diagnosis", () => {
  it("answers a read token the same diagnosis as the dashboard", async () => {
    const { token } = await createApiToken(suite.t.app, suite.owner, "read");
    const seeded = await healthyServer();
    const url = `/api/communities/${seeded.id}/diagnosis?channelId=${seeded.channelId}&command=c%20btc`;
    const dashboard = await suite.request("GET", url);
    const publicApi = await suite.request("GET", url.replace("/api/", "/api/v1/"), undefined, token);
    expect(publicApi.statusCode, publicApi.body).toBe(200);
    const codes = (response: typeof dashboard) =>
      response.json<ChannelDiagnosis>().causes.map((cause) => [cause.code, cause.message]);
    expect(codes(publicApi)).toEqual(codes(dashboard));
    expect(codes(publicApi).map(([code]) => code)).toEqual(["ticker_not_found"]);
  });
});

describe("GET /api/bot/v1/communities/:guildId/diagnosis", () => {
  it("gives the bot the same causes, and 404 for a server without a community", async () => {
    const token = await issueBotToken(suite.t.database.db);
    const seeded = await healthyServer({
      bot: without(BOT_PERMISSIONS, "ATTACH_FILES"),
      everyone: without(DEFAULT_EVERYONE_PERMISSIONS, "ATTACH_FILES"),
    });
    const response = await suite.t.app.inject({
      method: "GET",
      url: `/api/bot/v1/communities/${seeded.guildId}/diagnosis?channelId=${seeded.channelId}&command=${encodeURIComponent("c btc")}`,
      headers: botBearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChannelDiagnosis>().causes.map((c) => [c.code, c.permission])).toEqual([
      ["missing_permission", "ATTACH_FILES"],
      ["ticker_not_found", null],
    ]);
    const none = await suite.t.app.inject({
      method: "GET",
      url: `/api/bot/v1/communities/123456789012345678/diagnosis?channelId=${seeded.channelId}`,
      headers: botBearer(token),
    });
    expect(none.statusCode).toBe(404);
  });
});
