import { TERMS_VERSION } from "@chartbot/contracts/communities";
import { BOT_PERMISSIONS, DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { DEFAULT_EVERYONE_PERMISSIONS } from "@chartbot/test-servers/fake-discord";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeDisconnectedCommunities } from "../../../src/data/communities/purge-disconnected-communities.js";
import { communities, communityAdmins, satellites } from "../../../src/db/schema.js";
import { communitySuite, createCommunity, grantAddon } from "../../support/communities.js";
import { addTestServer } from "../../support/discord.js";
import type { TestUser } from "../../support/firebase-users.js";

const suite = communitySuite({ discord: true });
const { request } = suite;
const { MANAGE_GUILD, ADMINISTRATOR, MANAGE_WEBHOOKS, CHANGE_NICKNAME, EMBED_LINKS, VIEW_CHANNEL } =
  DISCORD_PERMISSIONS;
const DAY = 86_400_000;
const [BTCUSD = ""] = DEFAULT_SYMBOL_IDS;

const adminRows = (accountId: string) =>
  suite.t.database.db.select().from(communityAdmins).where(eq(communityAdmins.accountId, accountId));

describe("GET /api/discord/servers", () => {
  it("lists the servers the user owns or manages, with the bot's presence and their community", async () => {
    const { user, accountId, discordId } = await suite.linkedUser();
    const world = suite.discord.world;
    const owned = addTestServer(world, { ownerId: discordId, name: "A owned" });
    const managed = await suite.managedCommunity(discordId);
    world.guild(managed.guildId).name = "B managed";
    const admin = addTestServer(world, { name: "C admin", bot: false });
    world.setMember(admin.guildId, discordId, { permissions: ADMINISTRATOR });
    const member = addTestServer(world, { name: "D member" });
    world.setMember(member.guildId, discordId, {});

    const response = await request("GET", "/api/discord/servers", undefined, user);
    expect(response.statusCode).toBe(200);
    expect(response.json().servers).toEqual([
      {
        guildId: owned.guildId,
        name: "A owned",
        iconUrl: null,
        owner: true,
        botPresent: true,
        communityId: null,
      },
      {
        guildId: managed.guildId,
        name: "B managed",
        iconUrl: null,
        owner: false,
        botPresent: true,
        communityId: managed.id,
      },
      {
        guildId: admin.guildId,
        name: "C admin",
        iconUrl: null,
        owner: false,
        botPresent: false,
        communityId: null,
      },
    ]);
    // Reading the list gave the account its access to the managed server's community.
    expect((await adminRows(accountId)).map((row) => row.communityId)).toEqual([managed.id]);
  });

  it("serves the cached list for 5 minutes and reads Discord again on refresh", async () => {
    const { user, discordId } = await suite.linkedUser();
    const server = await suite.managedCommunity(discordId);
    const first = (await request("GET", "/api/discord/servers", undefined, user)).json();
    suite.discord.world.removeBot(server.guildId);
    const calls = suite.discord.requests.length;
    const cached = (await request("GET", "/api/discord/servers", undefined, user)).json();
    expect(cached).toEqual(first);
    expect(suite.discord.requests.length).toBe(calls);

    const refreshed = (await request("GET", "/api/discord/servers?refresh=true", undefined, user)).json();
    expect(refreshed.servers[0]).toMatchObject({ guildId: server.guildId, botPresent: false });
    expect(Date.parse(refreshed.fetchedAt)).toBeGreaterThanOrEqual(Date.parse(first.fetchedAt));
    // The bot is gone: the server's community is disconnected.
    const [row] = await suite.t.database.db.select().from(communities).where(eq(communities.id, server.id));
    expect(row?.disconnectedAt).toBeInstanceOf(Date);
  });

  it("passes Discord's 429 on with its Retry-After", async () => {
    const { user } = await suite.linkedUser();
    suite.discord.rateLimit("/users/@me/guilds", { retryAfterSeconds: 7 });
    const response = await request("GET", "/api/discord/servers?refresh=true", undefined, user);
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("7");
    expect(response.json().error).toEqual({
      code: "discord_rate_limited",
      message: "Discord asked us to slow down. Please try again in 7 seconds.",
    });
  });

  it("answers discord_not_linked without a link and discord_reconnect_required once Discord revoked it", async () => {
    const unlinked = await request("GET", "/api/discord/servers", undefined, suite.stranger);
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().error.code).toBe("discord_not_linked");

    const { user, accountId, discordId } = await suite.linkedUser();
    await suite.managedCommunity(discordId);
    await request("GET", "/api/discord/servers", undefined, user);
    expect(await adminRows(accountId)).toHaveLength(1);
    suite.discord.world.revokeGrants(discordId);
    const revoked = await request("GET", "/api/discord/servers?refresh=true", undefined, user);
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().error.code).toBe("discord_reconnect_required");
    expect(await adminRows(accountId)).toEqual([]);
  });
});

describe("POST /api/communities (setup)", () => {
  const setup = (guildId: string, user: TestUser, terms = TERMS_VERSION) =>
    request("POST", "/api/communities", { guildId, acceptedTermsVersion: terms, tickerMode: "crypto" }, user);

  it("needs the current terms, the server managed by the caller and the bot in it", async () => {
    const { user, accountId, discordId } = await suite.linkedUser();
    const server = addTestServer(suite.discord.world, { ownerId: discordId, name: "Fresh", bot: false });

    const oldTerms = await setup(server.guildId, user, "2020-01-01");
    expect(oldTerms.statusCode).toBe(400);
    expect(oldTerms.json().error.message).toMatch(/^acceptedTermsVersion: /);

    const absent = await setup(server.guildId, user);
    expect(absent.statusCode).toBe(409);
    expect(absent.json().error.code).toBe("bot_not_in_server");

    const stranger = await suite.linkedUser();
    suite.discord.world.addBot(server.guildId, BOT_PERMISSIONS);
    expect((await setup(server.guildId, stranger.user)).statusCode).toBe(403);

    const created = await setup(server.guildId, user);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      guildId: server.guildId,
      name: "Fresh",
      tickerMode: "crypto",
      acceptedTermsVersion: TERMS_VERSION,
      setupCompletedAt: expect.any(String),
      status: "connected",
      connection: { status: "connected", disconnectedAt: null, deletesAt: null, warnings: [] },
    });
    expect((await adminRows(accountId)).map((row) => row.communityId)).toEqual([created.json().id]);
    // The free BTCUSD and ETHUSD satellites come with it, each waiting for its invite, recorded as added.
    const satellitesOf = await request(
      "GET",
      `/api/communities/${created.json().id}/satellites`,
      undefined,
      user,
    );
    expect(
      satellitesOf
        .json()
        .satellites.map((s: { ticker: string; state: string; free: boolean }) => [s.ticker, s.state, s.free])
        .sort(),
    ).toEqual([
      ["BTCUSD", "waiting_for_invite", true],
      ["ETHUSD", "waiting_for_invite", true],
    ]);
    const log = (
      await request("GET", `/api/communities/${created.json().id}/audit-log`, undefined, user)
    ).json();
    expect(
      log.items.map((item: { setting: string; before: unknown }) => [item.setting, item.before]),
    ).toEqual([
      ["satellite", null],
      ["satellite", null],
    ]);
    const picker = (await request("GET", "/api/discord/servers", undefined, user)).json();
    expect(picker.servers[0]).toMatchObject({ botPresent: true, communityId: created.json().id });
  });

  it("connects a disconnected community of that server again, with its data", async () => {
    const { user, accountId, discordId } = await suite.linkedUser();
    const server = await suite.managedCommunity(discordId);
    await suite.t.database.db
      .update(communities)
      .set({ disconnectedAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(communities.id, server.id));
    await suite.t.database.db.insert(satellites).values({ communityId: server.id, symbolId: BTCUSD });

    const response = await setup(server.guildId, user);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: server.id,
      status: "connected",
      counts: { satellites: 1 },
      connection: { status: "connected" },
    });
    expect(await adminRows(accountId)).toHaveLength(1);
    // The set-up's parsing mode replaced the old one: the audit log says so, like any settings change.
    const log = (await request("GET", `/api/communities/${server.id}/audit-log`, undefined, user)).json();
    expect(log.items).toEqual([
      expect.objectContaining({ setting: "tickerMode", before: "traditional", after: "crypto" }),
    ]);
  });
});

describe("access follows Discord", () => {
  it("is re-checked after 5 minutes: Manage Server lost is a 404, regained gives access back", async () => {
    const { user, accountId, discordId } = await suite.linkedUser();
    const server = await suite.managedCommunity(discordId, { admins: [] });
    await request("GET", "/api/discord/servers", undefined, user);
    const url = `/api/communities/${server.id}`;
    expect((await request("GET", url, undefined, user)).statusCode).toBe(200);

    suite.discord.world.setMember(server.guildId, discordId, { permissions: "0" });
    // Within the window, Discord's last word stands.
    expect((await request("GET", url, undefined, user)).statusCode).toBe(200);
    await suite.ageAccess(accountId, 6);
    expect((await request("GET", url, undefined, user)).statusCode).toBe(404);
    expect((await request("GET", "/api/communities", undefined, user)).json().communities).toEqual([]);

    suite.discord.world.setMember(server.guildId, discordId, { permissions: MANAGE_GUILD });
    await request("GET", "/api/discord/servers?refresh=true", undefined, user);
    expect((await request("GET", url, undefined, user)).statusCode).toBe(200);
  });

  it("is re-checked at once on refresh, and by the communities list when rows are old", async () => {
    const { user, accountId, discordId } = await suite.linkedUser();
    const kept = await suite.managedCommunity(discordId);
    const lost = await suite.managedCommunity(discordId);
    await request("GET", "/api/discord/servers", undefined, user);
    suite.discord.world.setMember(lost.guildId, discordId, { present: false });
    await request("GET", "/api/discord/servers?refresh=true", undefined, user);
    expect((await request("GET", `/api/communities/${lost.id}`, undefined, user)).statusCode).toBe(404);

    suite.discord.world.setMember(kept.guildId, discordId, { permissions: "0" });
    await suite.ageAccess(accountId, 10);
    const list = await request("GET", "/api/communities", undefined, user);
    expect(list.statusCode).toBe(200);
    expect(list.json().communities).toEqual([]);
  });

  it("guards add-on slots too: a community whose Manage Server is lost gets no slot once its row is old", async () => {
    const { user, accountId, discordId } = await suite.linkedUser();
    const server = await suite.managedCommunity(discordId);
    await request("GET", "/api/discord/servers", undefined, user);
    const subscriptionId = await grantAddon(suite.t.database.db, accountId, server.id, "scheduled-posting");
    const assign = () =>
      request(
        "PUT",
        `/api/subscriptions/${subscriptionId}/slots`,
        { assignments: [{ communityId: server.id }] },
        user,
      );
    expect((await assign()).statusCode).toBe(200);

    suite.discord.world.setMember(server.guildId, discordId, { permissions: "0" });
    await suite.ageAccess(accountId, 6);
    const refused = await assign();
    expect(refused.statusCode).toBe(404);
    expect(await adminRows(accountId)).toEqual([]);
  });

  it("fails closed: Discord unreachable during a needed re-check is a 502, and an unlinked account loses old rows", async () => {
    const { user, accountId, discordId } = await suite.linkedUser();
    const server = await suite.managedCommunity(discordId);
    await request("GET", "/api/discord/servers", undefined, user);
    await suite.ageAccess(accountId, 6);
    suite.discord.failWith = 503;
    try {
      const response = await request("GET", `/api/communities/${server.id}`, undefined, user);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe("discord_unreachable");
    } finally {
      suite.discord.failWith = undefined;
    }

    // Rows without a Discord link are dropped at their first re-check.
    const plain = await createCommunity(suite.t.database.db, [suite.strangerId]);
    await suite.ageAccess(suite.strangerId, 6);
    expect((await request("GET", `/api/communities/${plain}`, undefined, suite.stranger)).statusCode).toBe(
      404,
    );
    expect(await adminRows(suite.strangerId)).toEqual([]);
  });
});

describe("channels and roles", () => {
  it("lists channels with their types, categories and the bot's effective permissions", async () => {
    const { id, guildId } = await suite.serverCommunity();
    const world = suite.discord.world;
    const botRole = world.guild(guildId).roles.find((role) => role.managed)?.id ?? "";
    const category = world.addChannel(guildId, { name: "Markets", type: 4, position: 0 });
    world.addChannel(guildId, { name: "charts", parent_id: category.id, position: 1 });
    world.addChannel(guildId, {
      name: "no-webhooks",
      parent_id: category.id,
      position: 2,
      permission_overwrites: [{ id: botRole, type: 0, allow: "0", deny: MANAGE_WEBHOOKS.toString() }],
    });
    world.addChannel(guildId, {
      name: "hidden",
      position: 3,
      permission_overwrites: [{ id: guildId, type: 0, allow: "0", deny: VIEW_CHANNEL.toString() }],
    });
    world.addChannel(guildId, { name: "news", type: 5, position: 4 });
    world.addChannel(guildId, { name: "Voice", type: 2, position: 5 });

    const response = await request("GET", `/api/communities/${id}/channels`);
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(
      response.json().channels.map((c: { name: string }) => [c.name, c] as const),
    );
    expect(Object.keys(byName)).not.toContain("Markets");
    expect(byName.charts).toMatchObject({
      type: "text",
      category: "Markets",
      botCanPost: true,
      warnings: [],
    });
    expect(byName["no-webhooks"]).toMatchObject({ botCanPost: true, category: "Markets" });
    expect(byName["no-webhooks"].warnings).toEqual([
      expect.objectContaining({ permission: "MANAGE_WEBHOOKS", feature: "scheduledPosts" }),
    ]);
    // The bot's role does not override the @everyone deny: it cannot see the channel at all.
    expect(byName.hidden).toMatchObject({ botCanPost: false });
    expect(byName.news).toMatchObject({ type: "announcement", botCanPost: true });
    expect(byName.Voice).toMatchObject({ type: "voice", botCanPost: false, warnings: [] });
  });

  it("lists roles with their colours, @everyone flagged, highest first", async () => {
    const { id, guildId, roleId } = await suite.serverCommunity();
    const response = await request("GET", `/api/communities/${id}/roles`);
    expect(response.statusCode).toBe(200);
    const roles = response.json().roles;
    expect(roles.find((r: { id: string }) => r.id === roleId)).toMatchObject({
      name: "Traders",
      color: "#3498db",
      everyone: false,
      managed: false,
    });
    expect(roles.at(-1)).toMatchObject({ id: guildId, name: "@everyone", everyone: true, color: null });
    expect(roles.some((r: { managed: boolean }) => r.managed)).toBe(true);
    const positions = roles.map((r: { position: number }) => r.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });

  it("are read once a minute at most (cached per server)", async () => {
    const { id, guildId } = await suite.serverCommunity();
    const first = (await request("GET", `/api/communities/${id}/channels`)).json();
    suite.discord.world.addChannel(guildId, { name: "late" });
    expect((await request("GET", `/api/communities/${id}/channels`)).json()).toEqual(first);
  });

  it("warns on the settings when the bot lacks a command's permission in the whole server, not Change Nickname", async () => {
    const world = suite.discord.world;
    const owner = world.addUser({ username: "owner" }).id;
    const guild = world.addGuild({
      name: "No embeds",
      ownerId: owner,
      everyonePermissions: BigInt(DEFAULT_EVERYONE_PERMISSIONS) & ~EMBED_LINKS & ~CHANGE_NICKNAME,
    });
    // Chartbot's own bot no longer asks for Change Nickname (each satellite asks for it in its own invite).
    expect(BigInt(BOT_PERMISSIONS) & CHANGE_NICKNAME).toBe(0n);
    world.addBot(guild.id, BigInt(BOT_PERMISSIONS) & ~EMBED_LINKS);
    const id = await createCommunity(suite.t.database.db, [suite.ownerId], { guildId: guild.id });
    const settings = await request("GET", `/api/communities/${id}`);
    expect(settings.json().connection.warnings).toEqual([
      expect.objectContaining({
        permission: "EMBED_LINKS",
        feature: "commands",
        message: expect.stringContaining("Embed Links in this server: commands will not answer"),
      }),
    ]);
  });
});

describe("channel and role validation of scheduled posts", () => {
  it("refuses another server's channel or role, a voice channel and @everyone unless chosen, on create and change", async () => {
    const mine = await suite.serverCommunity();
    await grantAddon(suite.t.database.db, suite.ownerId, mine.id, "scheduled-posting");
    const other = addTestServer(suite.discord.world);
    const voice = suite.discord.world.addChannel(mine.guildId, { name: "Voice", type: 2 });
    const url = `/api/communities/${mine.id}/scheduled-posts`;
    const post = { command: "chart", arguments: "BTCUSD", channelId: mine.channelId, periodMinutes: 60 };
    for (const [body, field] of [
      [{ channelId: other.channelId }, "channelId"],
      [{ channelId: voice.id }, "channelId"],
      [{ roleId: other.roleId }, "roleId"],
      [{ roleId: mine.guildId }, "roleId"],
    ] as const) {
      const response = await request("POST", url, { ...post, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "validation_failed",
        message: expect.stringMatching(new RegExp(`^${field}: `)),
      });
    }
    const created = await request("POST", url, { ...post, roleId: mine.guildId, mentionEveryone: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ roleId: mine.guildId });

    const change = (body: object) => request("PATCH", `${url}/${created.json().id}`, body);
    expect((await change({ channelId: other.channelId })).json().error.message).toMatch(/^channelId: /);
    expect((await change({ roleId: other.roleId })).json().error.message).toMatch(/^roleId: /);
    expect((await change({ roleId: mine.roleId })).statusCode).toBe(200);
    expect((await change({ roleId: mine.guildId })).statusCode).toBe(400);
    expect((await change({ periodMinutes: 30 })).statusCode).toBe(200);
  });
});

describe("disconnected communities", () => {
  it.each([
    ["the bot is removed", (guildId: string) => suite.discord.world.removeBot(guildId)],
    ["the server is deleted", (guildId: string) => suite.discord.world.deleteGuild(guildId)],
  ])("when %s: listed as disconnected, readable, refusing writes", async (_case, remove) => {
    const { id, guildId, channelId } = await suite.serverCommunity();
    await grantAddon(suite.t.database.db, suite.ownerId, id, "scheduled-posting");
    remove(guildId);

    const channels = await request("GET", `/api/communities/${id}/channels`);
    expect(channels.statusCode).toBe(409);
    expect(channels.json().error.code).toBe("community_disconnected");

    const list = (await request("GET", "/api/communities")).json().communities;
    expect(list.find((c: { id: string }) => c.id === id)).toMatchObject({ status: "disconnected" });
    const settings = await request("GET", `/api/communities/${id}`);
    expect(settings.statusCode).toBe(200);
    const { connection } = settings.json();
    expect(connection).toMatchObject({ status: "disconnected", warnings: [] });
    expect(Date.parse(connection.deletesAt) - Date.parse(connection.disconnectedAt)).toBe(30 * DAY);
    expect((await request("GET", `/api/communities/${id}/scheduled-posts`)).statusCode).toBe(200);

    for (const [method, path, body] of [
      ["PATCH", `/api/communities/${id}`, { tickerMode: "crypto" }],
      ["POST", `/api/communities/${id}/scheduled-posts`, { command: "chart", channelId, periodMinutes: 60 }],
      ["POST", `/api/communities/${id}/satellites`, { ticker: "BTCUSD" }],
    ] as const) {
      const response = await request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(409);
      expect(response.json().error.code).toBe("community_disconnected");
    }
  });

  it("are deleted 30 days after they disconnected, younger ones kept", async () => {
    const db = suite.t.database.db;
    const now = new Date();
    const old = await createCommunity(db, [suite.ownerId], {
      disconnectedAt: new Date(now.getTime() - 30 * DAY),
    });
    await db.insert(satellites).values({ communityId: old, symbolId: BTCUSD });
    const young = await createCommunity(db, [suite.ownerId], {
      disconnectedAt: new Date(now.getTime() - 29 * DAY),
    });
    const connected = await createCommunity(db, [suite.ownerId]);

    const purged = await purgeDisconnectedCommunities(db, now);
    expect(purged.map((c) => c.id)).toEqual([old]);
    const left = await db.select({ id: communities.id }).from(communities);
    expect(left.map((c) => c.id)).toEqual(expect.arrayContaining([young, connected]));
    expect(left.map((c) => c.id)).not.toContain(old);
    expect(await db.select().from(satellites).where(eq(satellites.communityId, old))).toEqual([]);
    expect(
      await db
        .select()
        .from(communityAdmins)
        .where(and(eq(communityAdmins.communityId, old), eq(communityAdmins.accountId, suite.ownerId))),
    ).toEqual([]);
  });
});
