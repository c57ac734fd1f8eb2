import { RELAY_MESSAGE_RETENTION_DAYS } from "@chartbot/contracts/relays";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../../../src/data/bot-tokens/bot-tokens.js";
import { communityAdmins, relayMessages } from "../../../src/db/schema.js";
import { HOURLY_JOBS } from "../../../src/jobs/hourly-jobs.js";
import { communitySuite } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite({ discord: true });
let botToken = "";

beforeAll(async () => {
  botToken = (await createBotToken(suite.t.database.db, "relay test")).token;
});

const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : JSON.parse(response.body);
};
const bot = (method: "GET" | "POST" | "DELETE", path: string, body?: object) =>
  request(suite.t.app, method, `/api/bot/v1${path}`, { as: botToken, body });
const relayPost = (url: string, body: object) =>
  request(suite.t.app, "POST", new URL(url).pathname, { body });

describe("the bot's relay feed", () => {
  it("serves queued messages oldest first with ids, serves them again until acknowledged, and records the outcome", async () => {
    const { id, channelId, guildId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    for (const content of ["one", "two", "three"]) {
      expect((await relayPost(relay.url, { content, ticker: "ethusdt", chart: "1h" })).statusCode).toBe(204);
    }
    const first = ok(await bot("GET", "/relay-messages"));
    expect(first.messages.map((m: { content: string }) => m.content)).toEqual(["one", "two", "three"]);
    expect(first.messages[0]).toMatchObject({
      relayId: relay.id,
      relayNumber: 1,
      guildId,
      channelId,
      roleId: null,
      chart: "1H",
      ticker: { input: "ethusdt" },
      attempt: 1,
    });
    expect(first.more).toBe(false);
    // Leased: the next page after the cursor is empty.
    const again = ok(await bot("GET", `/relay-messages?cursor=${first.cursor}`));
    expect(again.messages).toEqual([]);
    expect(again.cursor).toBe(first.cursor);

    const [one, two, three] = first.messages;
    const acks = [
      { id: one.id, status: "delivered" },
      { id: two.id, status: "failed", reason: "Missing Access in #general" },
    ];
    expect(ok(await bot("POST", "/relay-messages/acknowledgements", { acknowledgements: acks }))).toEqual({
      recorded: 2,
      ignored: 0,
    });
    // The first report counts; a repeat changes nothing.
    expect(
      ok(
        await bot("POST", "/relay-messages/acknowledgements", {
          acknowledgements: [{ id: one.id, status: "failed", reason: "late" }],
        }),
      ),
    ).toEqual({ recorded: 0, ignored: 1 });

    // The third was never acknowledged: once its lease is over it comes again, before the cursor too.
    await suite.t.database.db
      .update(relayMessages)
      .set({ servedAt: new Date(Date.now() - 120_000) })
      .where(eq(relayMessages.id, three.id));
    const redelivered = ok(await bot("GET", `/relay-messages?cursor=${first.cursor}`));
    expect(redelivered.messages).toMatchObject([{ id: three.id, attempt: 2 }]);

    const [listed] = ok(await suite.request("GET", `/api/communities/${id}/relays`)).relays;
    expect(listed.recentMessages).toMatchObject([
      { content: "three", status: "queued" },
      { content: "two", status: "failed", failureReason: "Missing Access in #general" },
      { content: "one", status: "delivered", failureReason: null },
    ]);
  });

  it("pages the feed, and refuses a failure without a reason and a bad cursor with 400", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    for (const content of ["a", "b", "c"])
      expect((await relayPost(relay.url, { content })).statusCode).toBe(204);
    const page = ok(await bot("GET", "/relay-messages?limit=2"));
    expect(page.messages).toHaveLength(2);
    expect(page.more).toBe(true);
    const rest = ok(await bot("GET", `/relay-messages?cursor=${page.cursor}&limit=2`));
    expect(rest.messages.map((m: { content: string }) => m.content)).toEqual(["c"]);

    const noReason = await bot("POST", "/relay-messages/acknowledgements", {
      acknowledgements: [{ id: page.messages[0].id, status: "failed" }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain("reason");
    expect((await bot("GET", "/relay-messages?cursor=abc")).statusCode).toBe(400);
    expect((await request(suite.t.app, "GET", "/api/bot/v1/relay-messages")).statusCode).toBe(401);
  });
});

describe("the bot's relay commands", () => {
  it("creates, lists and deletes a server's relays for a member who manages the community, as their account", async () => {
    const { accountId, discordId } = await suite.linkedUser();
    const server = await suite.managedCommunity(discordId, { admins: [accountId] });
    const path = `/communities/${server.guildId}/relays`;
    const created = await bot("POST", path, { discordUserId: discordId, channelId: server.channelId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ number: 1, channelId: server.channelId, url: expect.any(String) });
    expect((await relayPost(created.json().url, { content: "hello" })).statusCode).toBe(204);

    const listed = ok(await bot("GET", `${path}?discordUserId=${discordId}`));
    expect(listed.relays).toMatchObject([{ number: 1, lastUsedAt: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain(created.json().url);

    // Recorded as the member's account (read as the owner, whom the test makes an admin too).
    await suite.t.database.db
      .insert(communityAdmins)
      .values({ communityId: server.id, accountId: suite.ownerId });
    const [entry] = ok(await suite.request("GET", `/api/communities/${server.id}/audit-log`)).items;
    expect(entry).toMatchObject({ setting: "relay", actor: { accountId, apiToken: null }, before: null });

    expect((await bot("DELETE", `${path}/1?discordUserId=${discordId}`)).statusCode).toBe(204);
    const gone = await bot("DELETE", `${path}/1?discordUserId=${discordId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toContain("no relay 1");
    expect((await relayPost(created.json().url, { content: "after" })).statusCode).toBe(404);
  });

  it("refuses members without a linked account or without Manage Server with 403 saying what to do", async () => {
    const { accountId, discordId } = await suite.linkedUser();
    const server = await suite.managedCommunity(discordId, { admins: [accountId] });
    const path = `/communities/${server.guildId}/relays`;
    const unlinked = await bot("GET", `${path}?discordUserId=123456789012345678`);
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json().error.message).toMatch(/Link your Discord account/);
    const other = await suite.linkedUser();
    const notManager = await bot("POST", path, {
      discordUserId: other.discordId,
      channelId: server.channelId,
    });
    expect(notManager.statusCode).toBe(403);
    expect(notManager.json().error.message).toMatch(/Manage Server/);
    const noCommunity = await bot("GET", `/communities/123456789012345678/relays?discordUserId=${discordId}`);
    expect(noCommunity.statusCode).toBe(404);
  });
});

describe("relay message retention", () => {
  it(`the hourly job deletes messages received more than ${RELAY_MESSAGE_RETENTION_DAYS} days ago, posted or not, and keeps newer ones`, async () => {
    const { id, channelId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    for (const content of ["old", "new"])
      expect((await relayPost(relay.url, { content })).statusCode).toBe(204);
    const { db } = suite.t.database;
    const longAgo = new Date(Date.now() - (RELAY_MESSAGE_RETENTION_DAYS * 24 + 1) * 3_600_000);
    await db.update(relayMessages).set({ receivedAt: longAgo }).where(eq(relayMessages.content, "old"));
    const job = HOURLY_JOBS.find((candidate) => candidate.name === "purge-relay-messages");
    const output = await job?.run(db, new Date(), suite.t.app.log, suite.t.app);
    expect(output?.deleted).toBeGreaterThanOrEqual(1);
    const [listed] = ok(await suite.request("GET", `/api/communities/${id}/relays`)).relays;
    expect(listed.recentMessages.map((message: { content: string }) => message.content)).toEqual(["new"]);
  });
});
