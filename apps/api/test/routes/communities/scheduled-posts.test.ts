import { describe, expect, it } from "vitest";
import { scheduledPosts } from "../../../src/db/schema.js";
import { communitySuite, grantAddon, snowflake } from "../../support/communities.js";
import { createTestUser } from "../../support/firebase-users.js";

const suite = communitySuite({ discord: true });

const url = (communityId: string, postId?: string) =>
  `/api/communities/${communityId}/scheduled-posts${postId ? `/${postId}` : ""}`;
const { request } = suite;
/** The channel of each community's server in the fake Discord, and a role there. */
const servers = new Map<string, { channelId: string; roleId: string }>();
const validPost = (communityId?: string) => ({
  command: "c",
  arguments: "BTCUSD 4H",
  channelId: (communityId && servers.get(communityId)?.channelId) || snowflake(),
  periodMinutes: 60,
});

/** A community of `accountId` whose server is in the fake Discord (with the bot, a channel and a role). */
async function serverCommunity(accountId = suite.ownerId): Promise<string> {
  const { id, channelId, roleId } = await suite.serverCommunity([accountId]);
  servers.set(id, { channelId, roleId });
  return id;
}
const roleOf = (communityId: string) => servers.get(communityId)?.roleId;

/** A community of `accountId` with Scheduled Posting active. */
async function postingCommunity(accountId = suite.ownerId): Promise<string> {
  const id = await serverCommunity(accountId);
  await grantAddon(suite.t.database.db, accountId, id, "scheduled-posting");
  return id;
}

describe("POST /api/communities/:id/scheduled-posts", () => {
  it("schedules a post with defaults for the optional fields", async () => {
    const id = await postingCommunity();
    const body = validPost(id);
    const response = await request("POST", url(id), body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      ...body,
      skipWeekends: false,
      marketHoursOnly: false,
      skipHolidays: false,
      timeZone: "UTC",
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      startTime: null,
      message: null,
      roleId: null,
      createdAt: expect.any(String),
      lastRunAt: null,
      lastOutcome: null,
      lastFailureReason: null,
      consecutiveFailures: 0,
      nextRunAt: new Date(Date.parse(response.json().createdAt) + body.periodMinutes * 60_000).toISOString(),
      nextRunTimes: [1, 2, 3].map((n) =>
        new Date(Date.parse(response.json().createdAt) + n * body.periodMinutes * 60_000).toISOString(),
      ),
      pausedAt: null,
      pauseReason: null,
    });
  });

  it("keeps every field it is given", async () => {
    const id = await postingCommunity();
    const body = {
      command: "hmap",
      arguments: "crypto",
      channelId: validPost(id).channelId,
      periodMinutes: 1440,
      skipWeekends: true,
      marketHoursOnly: true,
      skipHolidays: true,
      timeZone: "Europe/London",
      days: ["mon", "wed", "fri"],
      startTime: "14:45",
      message: "Good morning, traders!\nHere is the market.",
      roleId: roleOf(id),
    };
    const response = await request("POST", url(id), body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject(body);
  });

  it("lists the next three runs at the start time in the post's zone, on its days only", async () => {
    const id = await postingCommunity();
    const body = { ...validPost(id), periodMinutes: 1440, timeZone: "Asia/Tokyo", startTime: "09:15" };
    const created = (await request("POST", url(id), { ...body, days: ["sun", "tue"] })).json();
    // Days come back in week order, whatever order they were sent in.
    expect(created.days).toEqual(["tue", "sun"]);
    expect(created.nextRunTimes).toHaveLength(3);
    expect(created.nextRunAt).toBe(created.nextRunTimes[0]);
    const tokyo = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Tokyo",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const run of created.nextRunTimes) expect(tokyo.format(new Date(run))).toMatch(/^(Tue|Sun) 09:15$/);
    expect(Date.parse(created.nextRunTimes[0])).toBeGreaterThan(Date.now());
  });

  it.each([
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "IANA time zone"],
    ["a time zone alias", { timeZone: "US/Eastern" }, "IANA time zone"],
    ["an offset for a time zone", { timeZone: "+05:00" }, "IANA time zone"],
    ["no days", { days: [] }, "at least one day"],
    ["a day twice", { days: ["mon", "mon"] }, "each day once"],
    ["an unknown day", { days: ["funday"] }, ""],
    ["a start time of 24:00", { startTime: "24:00" }, "HH:MM"],
    ["a start time without minutes", { startTime: "9" }, "HH:MM"],
    ["a start time of 9:30 (one digit)", { startTime: "9:30" }, "HH:MM"],
    ["skipHolidays as a string", { skipHolidays: "yes" }, ""],
  ])("answers 400 validation_failed for %s, and to the same change", async (_name, fields, reason) => {
    const id = await postingCommunity();
    const response = await request("POST", url(id), { ...validPost(id), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "validation_failed",
      message: expect.stringContaining(reason),
    });
    const created = (await request("POST", url(id), validPost(id))).json();
    const change = await request("PATCH", url(id, created.id), fields);
    expect(change.statusCode).toBe(400);
    expect(change.json().error.message).toContain(reason);
    expect((await request("GET", url(id))).json().scheduledPosts).toEqual([created]);
  });

  it.each([
    [5, 201],
    [1440, 201],
    [4, 400],
    [1441, 400],
    [0, 400],
    [30.5, 400],
  ])("answers a period of %i minutes with %i", async (periodMinutes, status) => {
    const id = await postingCommunity();
    const response = await request("POST", url(id), { ...validPost(id), periodMinutes });
    expect(response.statusCode).toBe(status);
    if (status === 400) expect(response.json().error.code).toBe("validation_failed");
  });

  it("refuses with 402 addon_required naming Scheduled Posting when the add-on is not active there", async () => {
    const bare = await serverCommunity();
    const lapsed = await serverCommunity();
    await grantAddon(suite.t.database.db, suite.ownerId, lapsed, "scheduled-posting", { status: "past_due" });
    const elsewhere = await serverCommunity();
    await grantAddon(suite.t.database.db, suite.ownerId, bare, "tradingview-layouts");
    await grantAddon(suite.t.database.db, suite.ownerId, await serverCommunity(), "scheduled-posting");
    for (const id of [bare, lapsed, elsewhere]) {
      const response = await request("POST", url(id), validPost(id));
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toEqual({
        code: "addon_required",
        message: expect.stringMatching(/^Scheduled Posting is not active in this community\./),
      });
    }
  });

  it("allows at most 100 scheduled posts per community", async () => {
    const id = await postingCommunity();
    await suite.t.database.db.insert(scheduledPosts).values(
      Array.from({ length: 99 }, () => ({
        communityId: id,
        command: "p",
        channelId: snowflake(),
        periodMinutes: 60,
      })),
    );
    expect((await request("POST", url(id), validPost(id))).statusCode).toBe(201);
    const over = await request("POST", url(id), validPost(id));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: "limit_reached",
      message: expect.stringMatching(/at most 100/),
    });
  });

  it("never exceeds 100 posts under concurrent creates", async () => {
    const id = await postingCommunity();
    await suite.t.database.db.insert(scheduledPosts).values(
      Array.from({ length: 95 }, () => ({
        communityId: id,
        command: "p",
        channelId: snowflake(),
        periodMinutes: 60,
      })),
    );
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => request("POST", url(id), validPost(id))),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect((await request("GET", url(id))).json().scheduledPosts).toHaveLength(100);
  });

  it("stores a command's alias as the catalogue's name, on create and on change", async () => {
    const id = await postingCommunity();
    const created = await request("POST", url(id), { ...validPost(id), command: "Chart" });
    expect(created.statusCode).toBe(201);
    expect(created.json().command).toBe("c");
    const changed = await request("PATCH", `${url(id)}/${created.json().id}`, { command: "heatmap" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().command).toBe("hmap");
  });

  it("names the commands a scheduled post can run when refusing another", async () => {
    const id = await postingCommunity();
    const response = await request("POST", url(id), { ...validPost(id), command: "paper" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "command: must be one of the commands a scheduled post can run: c, layout, p, info, hmap, lookup, ob, convert, vol",
    );
  });

  it.each([
    ["a missing command", { channelId: "123456789012345678", periodMinutes: 60 }],
    ["an unknown command", { ...validPost(), command: "rm" }],
    ["a command a schedule cannot run", { ...validPost(), command: "paper" }],
    ["a command word no longer offered", { ...validPost(), command: "flow" }],
    ["a missing channel", { command: "c", periodMinutes: 60 }],
    ["a channel that is not a snowflake", { ...validPost(), channelId: "general" }],
    ["a channel as a number", { ...validPost(), channelId: 12345 }],
    ["a period as a string", { ...validPost(), periodMinutes: "60" }],
    ["overlong arguments", { ...validPost(), arguments: "x".repeat(201) }],
    ["arguments over two lines", { ...validPost(), arguments: "BTC\nETH" }],
    ["an empty message", { ...validPost(), message: "  " }],
    ["an overlong message", { ...validPost(), message: "x".repeat(1001) }],
    ["a role that is not a snowflake", { ...validPost(), roleId: "@everyone" }],
    ["skipWeekends as a string", { ...validPost(), skipWeekends: "yes" }],
    ["an unknown field", { ...validPost(), cron: "* * * * *" }],
  ])("answers 400 validation_failed for %s", async (_name, body) => {
    const id = await postingCommunity();
    const response = await request("POST", url(id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "validation_failed", message: expect.any(String) } });
  });
});

describe("GET, PATCH and DELETE /api/communities/:id/scheduled-posts", () => {
  it("lists posts oldest first with the limit", async () => {
    const id = await postingCommunity();
    const first = (await request("POST", url(id), { ...validPost(id), command: "p" })).json();
    const second = (await request("POST", url(id), { ...validPost(id), command: "vol" })).json();
    const response = await request("GET", url(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ scheduledPosts: [first, second], limit: 100 });
  });

  it("changes only the fields sent, and clears the message and role with null", async () => {
    const id = await postingCommunity();
    const created = (
      await request("POST", url(id), { ...validPost(id), message: "hello", roleId: roleOf(id) })
    ).json();
    const response = await request("PATCH", url(id, created.id), {
      periodMinutes: 5,
      skipWeekends: true,
      message: null,
      roleId: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      periodMinutes: 5,
      skipWeekends: true,
      message: null,
      roleId: null,
      // Five minutes after its creation, or the Monday after when that falls on a weekend.
      nextRunAt: expect.any(String),
      nextRunTimes: expect.any(Array),
    });
  });

  it("changes the zone, days and start time, and clears the start time with null", async () => {
    const id = await postingCommunity();
    const created = (await request("POST", url(id), validPost(id))).json();
    const changed = await request("PATCH", url(id, created.id), {
      timeZone: "America/Chicago",
      days: ["sat"],
      startTime: "07:05",
      periodMinutes: 1440,
      skipHolidays: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      timeZone: "America/Chicago",
      days: ["sat"],
      startTime: "07:05",
      periodMinutes: 1440,
      skipHolidays: true,
    });
    const chicago = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    expect(changed.json().nextRunTimes.map((run: string) => chicago.format(new Date(run)))).toEqual([
      "Sat 07:05",
      "Sat 07:05",
      "Sat 07:05",
    ]);
    const cleared = await request("PATCH", url(id, created.id), { startTime: null });
    expect(cleared.json()).toMatchObject({ startTime: null, days: ["sat"] });
  });

  it("has no next runs while paused, and lists them again on resuming", async () => {
    const id = await postingCommunity();
    const created = (await request("POST", url(id), { ...validPost(id), startTime: "12:00" })).json();
    const paused = (await request("PATCH", url(id, created.id), { paused: true })).json();
    expect(paused).toMatchObject({ nextRunAt: null, nextRunTimes: [] });
    const resumed = (await request("PATCH", url(id, created.id), { paused: false })).json();
    expect(resumed.nextRunTimes).toHaveLength(3);
  });

  it.each([
    ["an empty body", {}],
    ["a period of 4 minutes", { periodMinutes: 4 }],
    ["a period of 1441 minutes", { periodMinutes: 1441 }],
    ["an unknown field", { cron: "* * * * *" }],
    ["paused as a string", { paused: "yes" }],
    ["a null command", { command: null }],
  ])("answers 400 to a change with %s", async (_name, body) => {
    const id = await postingCommunity();
    const created = (await request("POST", url(id), validPost(id))).json();
    const response = await request("PATCH", url(id, created.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  it("needs the add-on to change a post but lists and deletes it without", async () => {
    const id = await serverCommunity();
    const [post] = await suite.t.database.db
      .insert(scheduledPosts)
      .values({ communityId: id, command: "c", channelId: snowflake(), periodMinutes: 60 })
      .returning();
    const change = await request("PATCH", url(id, post?.id), { periodMinutes: 30 });
    expect(change.statusCode).toBe(402);
    expect(change.json().error.code).toBe("addon_required");
    expect((await request("GET", url(id))).json().scheduledPosts).toHaveLength(1);
    expect((await request("DELETE", url(id, post?.id))).statusCode).toBe(204);
    expect((await request("DELETE", url(id, post?.id))).statusCode).toBe(404);
    expect((await request("GET", url(id))).json().scheduledPosts).toHaveLength(0);
  });

  it("answers 404 for a post id of another community, even through a community the caller manages", async () => {
    const mine = await postingCommunity();
    const theirs = await postingCommunity(suite.strangerId);
    const post = (await request("POST", url(theirs), validPost(theirs), suite.stranger)).json();
    expect((await request("PATCH", url(mine, post.id), { periodMinutes: 30 })).statusCode).toBe(404);
    expect((await request("DELETE", url(mine, post.id))).statusCode).toBe(404);
    expect((await request("GET", url(theirs), undefined, suite.stranger)).json().scheduledPosts[0]).toEqual(
      post,
    );
  });

  it("answers 404 on every route for another account's community", async () => {
    const theirs = await postingCommunity(suite.strangerId);
    const post = (await request("POST", url(theirs), validPost(theirs), suite.stranger)).json();
    for (const [method, path, body] of [
      ["GET", url(theirs), undefined],
      ["POST", url(theirs), validPost(theirs)],
      ["PATCH", url(theirs, post.id), { periodMinutes: 30 }],
      ["DELETE", url(theirs, post.id), undefined],
    ] as const) {
      const response = await request(method, path, body);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
    expect((await request("GET", url(theirs), undefined, suite.stranger)).json().scheduledPosts).toEqual([
      post,
    ]);
  });

  it("answers 403 to an unverified user", async () => {
    const unverified = await createTestUser(suite.t.app.identity.auth, { verified: false });
    const id = await postingCommunity();
    expect((await request("GET", url(id), undefined, unverified)).statusCode).toBe(403);
    expect((await request("POST", url(id), validPost(), unverified)).statusCode).toBe(403);
  });
});
