import { createApiClient } from "@chartbot/api-client";
import { botEndpoints } from "@chartbot/contracts/endpoints/bot";
import { MAX_CONSECUTIVE_POST_FAILURES } from "@chartbot/contracts/scheduled-posts";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { DEMO_DISCORD } from "@chartbot/test-servers/fake-discord";
import { LOCAL_BOT_TOKEN } from "@chartbot/test-servers/local-bot-token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startingPrice } from "../src/prices";
import { type StartedReferenceBot, startReferenceBot } from "../src/start-reference-bot";
import { startApiStack } from "./support/api-stack";

const { tradingFloor, wallStreet } = DEMO_DISCORD.guilds;
const [BTCUSD = ""] = DEFAULT_SYMBOL_IDS;
let stack: Awaited<ReturnType<typeof startApiStack>>;
let bot: StartedReferenceBot;

beforeAll(async () => {
  stack = await startApiStack();
  // Loops off: each test drives the bot itself, so nothing runs behind its back.
  bot = await startReferenceBot({
    apiUrl: stack.apiUrl,
    token: LOCAL_BOT_TOKEN,
    guildIds: [tradingFloor.id, wallStreet.id],
    discord: stack.discord,
    syncSeconds: 0,
    heartbeatSeconds: 0,
    priceSeconds: 0,
    postCheckSeconds: 0,
    relaySeconds: 0,
    noticeSeconds: 0,
    controlPort: 0,
  });
  await syncUntil(() => bot.state().communities.length === 2);
}, 60_000);

/**
 * Syncs until `done` holds, for at most 10 s. The change feed serves only transactions older than the oldest one
 * still running on the PostgreSQL server, whichever database it is in: while another suite beside this one
 * holds a transaction open, a sync right after a change finds nothing yet. The bot's loop syncs again; so does
 * this.
 */
async function syncUntil(done: () => boolean): Promise<void> {
  await bot.syncNow();
  for (let tries = 0; !done() && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await bot.syncNow();
  }
}
afterAll(async () => {
  await bot?.stop();
  await stack?.stop();
});

const control = (path: string, body?: unknown) =>
  fetch(`${bot.controlUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A satellite's row: whether the API has it in its server, and the price it last showed. */
async function satelliteState(id: string) {
  const [row] = await stack.query<{
    joined_at: Date | null;
    left_at: Date | null;
    last_price: number | null;
  }>("select joined_at, left_at, last_price from satellites where id = $1", [id]);
  return row;
}

describe("the reference bot against the real API", () => {
  it("joins the demo servers with the local Discord's names and syncs both communities", async () => {
    const state = bot.state();
    expect(state.lastError).toBeNull();
    expect(state.guilds.map((g) => [g.guildId, g.name, g.present])).toEqual([
      [tradingFloor.id, tradingFloor.name, true],
      [wallStreet.id, wallStreet.name, true],
    ]);
    const rows = await stack.query<{ guild_id: string; left_at: Date | null }>(
      "select guild_id, left_at from bot_guilds order by guild_id",
    );
    expect(rows).toEqual([
      { guild_id: tradingFloor.id, left_at: null },
      { guild_id: wallStreet.id, left_at: null },
    ]);
    expect(state.communities.map((c) => c.guildId).sort()).toEqual([tradingFloor.id, wallStreet.id]);
    expect(state.alerts.length).toBeGreaterThan(0);
  });

  it("syncs incrementally: after the bot leaves a server, the next page holds only that community", async () => {
    const api = createApiClient({ origin: stack.apiUrl, token: LOCAL_BOT_TOKEN });
    const cursor = bot.state().cursor;
    expect(cursor).not.toBeNull();
    const idle = await api.call(botEndpoints.changes, { query: { cursor: cursor ?? undefined } });
    expect(idle).toEqual({ communities: [], cursor, more: false });

    expect((await control(`/_bot/guilds/${wallStreet.id}/leave`, {})).status).toBe(200);
    await syncUntil(() => bot.state().cursor !== cursor);
    const after = bot.state();
    expect(after.cursor).not.toBe(cursor);
    const changed = await api.call(botEndpoints.changes, { query: { cursor: cursor ?? undefined } });
    expect(changed.communities.map((c) => [c.guildId, c.status])).toEqual([[wallStreet.id, "disconnected"]]);
    expect(after.communities.find((c) => c.guildId === wallStreet.id)?.status).toBe("disconnected");

    await control(`/_bot/guilds/${wallStreet.id}/join`, {});
    await syncUntil(
      () => bot.state().communities.find((c) => c.guildId === wallStreet.id)?.status === "connected",
    );
    expect(bot.state().communities.find((c) => c.guildId === wallStreet.id)?.status).toBe("connected");
  });

  it("fires an alert at a price from the control port: it becomes triggered with the price and its delivery", async () => {
    // An "above" alert, fired above every level the seed gives one: the API refuses a price that misses it.
    const alert = bot.state().alerts.find((a) => a.cooldownMinutes === null && a.placement === "above");
    if (!alert) throw new Error("the seed has no one-shot alert above a level");
    const answer = await control(`/_bot/alerts/${alert.id}/fire`, { price: 151_234.5 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ alertStatus: "triggered" });
    const [row] = await stack.query<{ status: string }>("select status from alerts where id = $1", [
      alert.id,
    ]);
    expect(row?.status).toBe("triggered");
    const triggers = await stack.query<{ price: number; delivery: string }>(
      "select price, delivery from alert_triggers where alert_id = $1",
      [alert.id],
    );
    expect(triggers).toHaveLength(1);
    expect(triggers[0]?.price).toBe(151_234.5);
    expect(["delivered", "failed"]).toContain(triggers[0]?.delivery);
    await bot.syncNow();
    expect(bot.state().alerts.some((a) => a.id === alert.id)).toBe(false);

    // Not active any more: a new trigger is refused, and the control port says so.
    const again = await control(`/_bot/alerts/${alert.id}/fire`, { price: 1 });
    expect(again.status).toBe(502);
    expect(await again.json()).toMatchObject({ error: { apiStatus: 409 } });
  });

  it("performs pending Send tests and reports them: a webhook to a loopback host fails with the reason", async () => {
    const [watched] = bot.state().alerts;
    if (!watched) throw new Error("the seed has no active alert");
    const [hook] = await stack.query<{ id: string }>(
      `insert into alerts (account_id, ticker_input, symbol_id, placement, level, webhook_url)
       select account_id, ticker_input, symbol_id, 'above', 424242, 'https://localhost/hook'
       from alerts where id = $1 returning id`,
      [watched.id],
    );
    // A webhook's test goes to the bot only while its owner holds Price Alerts (held alerts are not sent).
    await stack.query(
      `insert into subscriptions (account_id, addon_slug, status)
       select account_id, 'price-alerts', 'active' from alerts a where id = $1 and not exists (
         select 1 from subscriptions s where s.account_id = a.account_id and s.addon_slug = 'price-alerts'
           and s.status = 'active')`,
      [watched.id],
    );
    const tests = await stack.query<{ id: string }>(
      "insert into alert_tests (alert_id) values ($1), ($2) returning id",
      [watched.id, hook?.id],
    );
    expect(await bot.sendTests()).toBeGreaterThanOrEqual(2);
    const rows = await stack.query<{ id: string; status: string; failure_reason: string | null }>(
      "select id, status, failure_reason from alert_tests where id = any($1)",
      [tests.map((test) => test.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(tests[1]?.id ?? "")).toMatchObject({ status: "failed" });
    expect(byId.get(tests[1]?.id ?? "")?.failure_reason).toMatch(/loopback/);
    expect(byId.get(tests[0]?.id ?? "")?.status).not.toBe("pending");
    expect(await bot.sendTests()).toBe(0);
  });

  it("performs pending Send tests of scheduled posts: posted where it is in the server, failed where it is not; no run is reported", async () => {
    const posts = await stack.query<{ id: string; guild_id: string; last_run_at: Date | null }>(
      `select p.id, c.guild_id, p.last_run_at from scheduled_posts p join communities c on c.id = p.community_id
       where c.guild_id = $1 limit 1`,
      [tradingFloor.id],
    );
    const post = posts[0];
    if (!post) throw new Error("the seed has no scheduled post in the trading floor");
    const [test] = await stack.query<{ id: string }>(
      "insert into scheduled_post_tests (post_id) values ($1) returning id",
      [post.id],
    );
    expect(await bot.sendPostTests()).toBeGreaterThanOrEqual(1);
    const [row] = await stack.query<{ status: string; failure_reason: string | null }>(
      "select status, failure_reason from scheduled_post_tests where id = $1",
      [test?.id],
    );
    expect(row).toEqual({ status: "delivered", failure_reason: null });
    const [after] = await stack.query<{ last_run_at: Date | null }>(
      "select last_run_at from scheduled_posts where id = $1",
      [post.id],
    );
    expect(after?.last_run_at).toEqual(post.last_run_at);
    expect(await bot.sendPostTests()).toBe(0);
  });

  it("reports a failed delivery with its reason when asked", async () => {
    const alert = bot.state().alerts[0];
    if (!alert) throw new Error("no active alert left");
    const answer = await control(`/_bot/alerts/${alert.id}/fire`, {
      price: alert.level,
      delivery: "failed",
      reason: "Cannot send messages to this user",
    });
    expect(answer.status).toBe(200);
    const rows = await stack.query<{ delivery: string; failure_reason: string }>(
      "select delivery, failure_reason from alert_triggers where alert_id = $1",
      [alert.id],
    );
    expect(rows).toEqual([{ delivery: "failed", failure_reason: "Cannot send messages to this user" }]);
  });

  it("runs a post at the API's nextRunAt, not before", async () => {
    await bot.syncNow();
    const post = bot
      .state()
      .communities.flatMap((c) => c.scheduledPosts)
      .find((p) => !p.paused && p.nextRunAt !== null);
    if (!post?.nextRunAt) throw new Error("the seed has no running scheduled post");
    expect(Date.parse(post.nextRunAt)).toBeGreaterThan(Date.now());
    const [before] = await stack.query<{ last_run_at: Date | null }>(
      "select last_run_at from scheduled_posts where id = $1",
      [post.id],
    );
    await bot.runDuePosts();
    expect(bot.state().posts[post.id]).toMatchObject({ nextRunAt: post.nextRunAt, lastRunAt: null });
    const [after] = await stack.query<{ last_run_at: Date | null }>(
      "select last_run_at from scheduled_posts where id = $1",
      [post.id],
    );
    expect(after?.last_run_at).toEqual(before?.last_run_at);
  });

  it(`pauses a post that fails ${MAX_CONSECUTIVE_POST_FAILURES} times in a row, with the reason`, async () => {
    const post = bot
      .state()
      .communities.flatMap((c) => c.scheduledPosts)
      .find((p) => !p.paused);
    if (!post) throw new Error("the seed has no scheduled post");
    let last: unknown;
    for (let run = 1; run <= MAX_CONSECUTIVE_POST_FAILURES; run += 1) {
      const answer = await control(`/_bot/posts/${post.id}/fail`, { reason: "Missing Access in #charts" });
      expect(answer.status).toBe(200);
      last = await answer.json();
      // Reports older than or equal to the last run are replays: keep the runs a millisecond apart at least.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(last).toMatchObject({ consecutiveFailures: MAX_CONSECUTIVE_POST_FAILURES, paused: true });
    const [row] = await stack.query<{ paused_at: Date | null; pause_reason: string | null }>(
      "select paused_at, pause_reason from scheduled_posts where id = $1",
      [post.id],
    );
    expect(row?.paused_at).not.toBeNull();
    expect(row?.pause_reason).toContain("Missing Access in #charts");
    const paused = () =>
      bot
        .state()
        .communities.flatMap((c) => c.scheduledPosts)
        .some((p) => p.id === post.id && p.paused);
    await syncUntil(paused);
    expect(paused()).toBe(true);
  });

  it("reports the satellites in each server and beats only for those in it, at plausible prices", async () => {
    const floor = bot.state().communities.find((c) => c.guildId === tradingFloor.id);
    const btc = floor?.satellites.find((s) => s.ticker === "BTCUSD" && s.active);
    if (!floor || !btc) throw new Error("the seed gives the Trading Floor no running BTCUSD satellite");
    stack.world.removeApplicationBot(tradingFloor.id, btc.symbolId);
    await bot.discover();
    expect(await control("/_bot/heartbeats", {}).then((r) => r.json())).toEqual({ sent: 0 });
    expect(await satelliteState(btc.id)).toMatchObject({ joined_at: null });

    // A server admin approves its invite on Discord: the next look finds it in the server.
    stack.world.addApplicationBot(
      tradingFloor.id,
      { id: btc.symbolId, username: "BTCUSD price" },
      "67108864",
    );
    expect((await control("/_bot/discover", {})).status).toBe(200);
    expect(bot.state().satelliteMembers[tradingFloor.id]).toEqual([btc.id]);
    expect((await satelliteState(btc.id))?.joined_at).toBeInstanceOf(Date);

    const prices: number[] = [];
    for (let beat = 0; beat < 5; beat += 1) {
      expect(await control("/_bot/heartbeats", {}).then((r) => r.json())).toEqual({ sent: 1 });
      prices.push((await satelliteState(btc.id))?.last_price ?? 0);
    }
    // Around bitcoin's real level, wandering a little from beat to beat: never a made-up 7,234.
    for (const price of prices) expect(price).toBeGreaterThan(0.8 * startingPrice(btc.symbolId));
    for (const price of prices) expect(price).toBeLessThan(1.2 * startingPrice(btc.symbolId));
    expect(startingPrice(btc.symbolId)).toBeGreaterThan(50_000);

    // Kicked: reported gone, and no heartbeat goes out for it.
    stack.world.removeApplicationBot(tradingFloor.id, btc.symbolId);
    await bot.discover();
    expect(bot.state().satelliteMembers[tradingFloor.id]).toEqual([]);
    expect(await satelliteState(btc.id)).toMatchObject({ joined_at: null, left_at: expect.any(Date) });
    expect(await control("/_bot/heartbeats", {}).then((r) => r.json())).toEqual({ sent: 0 });
  });

  it("reports the prices of the symbols its alerts watch, near each market's real level, once per time", async () => {
    await control("/_bot/sync", {});
    const watched = [...new Set(bot.state().alerts.map((alert) => alert.symbolId))];
    expect(watched.length).toBeGreaterThan(0);
    const answer = (await control("/_bot/prices", {}).then((r) => r.json())) as { reported: number };
    expect(answer.reported).toBeGreaterThanOrEqual(watched.length);
    const rows = await stack.query<{ symbol_id: string; price: number }>(
      "select distinct on (symbol_id) symbol_id, price from reported_prices where symbol_id = any($1) order by symbol_id, observed_at desc",
      [watched],
    );
    expect(rows.map((row) => row.symbol_id).sort()).toEqual([...watched].sort());
    for (const row of rows) {
      expect(row.price).toBeGreaterThan(0.8 * startingPrice(row.symbol_id));
      expect(row.price).toBeLessThan(1.2 * startingPrice(row.symbol_id));
    }
  });

  it("joins a server the bot is added to while it runs, without being told", async () => {
    const added = stack.world.addGuild({ name: "Late Joiners", ownerId: DEMO_DISCORD.user.id });
    stack.world.addBot(added.id, "0");
    await bot.discover();
    expect(bot.state().guilds.find((g) => g.guildId === added.id)).toMatchObject({
      name: "Late Joiners",
      present: true,
    });
    const [row] = await stack.query<{ left_at: Date | null }>(
      "select left_at from bot_guilds where guild_id = $1",
      [added.id],
    );
    expect(row).toEqual({ left_at: null });
  });

  it("runs its loops: scheduled posts on their period (here shortened) report delivered, heartbeats go out", async () => {
    stack.world.addApplicationBot(wallStreet.id, { id: BTCUSD, username: "BTCUSD price" }, "0");
    const looping = await startReferenceBot({
      apiUrl: stack.apiUrl,
      token: LOCAL_BOT_TOKEN,
      discord: stack.discord,
      syncSeconds: 0.2,
      discoverSeconds: 0.2,
      heartbeatSeconds: 0.2,
      postCheckSeconds: 0.2,
      postPeriodSecondsOverride: 0.5,
      controlPort: null,
    });
    try {
      await expect
        .poll(
          async () =>
            (
              await stack.query<{ n: number }>(
                "select count(*)::int as n from scheduled_posts where last_outcome = 'delivered' and paused_at is null",
              )
            )[0]?.n,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      await expect
        .poll(() => Object.keys(looping.state().heartbeats).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      // A paused post is never run.
      const paused = await stack.query<{ last_outcome: string }>(
        "select last_outcome from scheduled_posts where paused_at is not null",
      );
      expect(paused.every((row) => row.last_outcome === "failed")).toBe(true);
    } finally {
      await looping.stop();
    }
  });

  it("answers a member's why from the API's diagnosis: each cause, numbered, with its fix's link", async () => {
    const { charts } = DEMO_DISCORD.channels;
    const { diagnosis, reply } = await bot.explain(tradingFloor.id, charts, "c nosuchmarketzz 4h");
    expect(diagnosis.channelName).toBe("charts");
    expect(diagnosis.causes.map((cause) => cause.code)).toContain("ticker_not_found");
    const lines = reply.split("\n");
    expect(lines[0]).toBe(`Why Chartbot may not answer here (${diagnosis.causes.length}):`);
    diagnosis.causes.forEach((cause, index) => {
      const fix = cause.fix?.kind === "link" ? ` ${cause.fix.label}: <${cause.fix.href}>` : "";
      expect(lines[index + 1]).toBe(`${index + 1}. ${cause.message}${fix}`);
    });
    expect(lines).toHaveLength(diagnosis.causes.length + 1);
    const answer = await control(`/_bot/guilds/${tradingFloor.id}/why`, { channelId: charts });
    expect(answer.status).toBe(200);
    const asked = await bot.explain(tradingFloor.id, charts);
    expect(((await answer.json()) as { reply: string }).reply).toBe(asked.reply);
    expect((await control(`/_bot/guilds/${tradingFloor.id}/why`, {})).status).toBe(400);
  });

  it("serves a control page listing what it knows, with forms that need no script", async () => {
    const page = await (await control("/")).text();
    expect(page).toContain("Satoshi&#39;s Trading Floor");
    expect(page).toMatch(/<form method="post" action="\/_bot\/alerts\/[0-9a-f-]+\/fire">/);
    expect(page).not.toContain("<script");
    const form = await fetch(`${bot.controlUrl}/_bot/sync`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/");
  });

  it("drains the relay feed: posts each message in its channel through the local Discord, acknowledges it, and never posts one twice", async () => {
    // The demo account, linked to the demo Discord user and managing the Trading Floor, types `relay create #charts`.
    const [account] = await stack.query<{ id: string }>(
      "update accounts set discord_user_id = $1 where email = 'demo@chartbot.local' returning id",
      [DEMO_DISCORD.user.id],
    );
    const [community] = await stack.query<{ id: string }>("select id from communities where guild_id = $1", [
      tradingFloor.id,
    ]);
    await stack.query(
      "insert into community_admins (community_id, account_id) values ($1, $2) on conflict do nothing",
      [community?.id, account?.id],
    );
    const api = createApiClient({ origin: stack.apiUrl, token: LOCAL_BOT_TOKEN });
    const created = await api.call(botEndpoints.createRelay, {
      params: { guildId: tradingFloor.id },
      body: { discordUserId: DEMO_DISCORD.user.id, channelId: DEMO_DISCORD.channels.charts },
    });
    const relayPath = new URL(created.url).pathname;
    const send = (body: unknown) =>
      fetch(`${stack.apiUrl}${relayPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(
      (await send({ content: "Long BTC at 97,250", ticker: "btcusdt", chart: "15m", role: "Signals" }))
        .status,
    ).toBe(204);
    expect((await send({ content: "Second signal" })).status).toBe(204);

    const before = stack.sandbox.world.messages.length;
    expect(await bot.deliverRelayMessages()).toBe(2);
    const posted = stack.sandbox.world.messages.slice(before);
    expect(posted.map((message) => [message.channelId, message.content])).toEqual([
      [DEMO_DISCORD.channels.charts, "@Signals Long BTC at 97,250"],
      [DEMO_DISCORD.channels.charts, "Second signal"],
    ]);
    expect(JSON.stringify(posted[0]?.embeds)).toContain("15m");
    const rows = await stack.query<{ content: string; status: string }>(
      "select content, status from relay_messages order by sequence",
    );
    expect(rows).toEqual([
      { content: "Long BTC at 97,250", status: "delivered" },
      { content: "Second signal", status: "delivered" },
    ]);
    // Nothing is left to serve: a second drain posts nothing.
    expect(await bot.deliverRelayMessages()).toBe(0);
    expect(stack.sandbox.world.messages.length).toBe(before + 2);

    // A relay whose channel is gone from Discord: the message is acknowledged failed, with Discord's reason.
    const gone = await api.call(botEndpoints.createRelay, {
      params: { guildId: tradingFloor.id },
      body: { discordUserId: DEMO_DISCORD.user.id, channelId: DEMO_DISCORD.channels.charts },
    });
    const guild = stack.sandbox.world.guild(tradingFloor.id);
    const charts = guild.channels.find((channel) => channel.id === DEMO_DISCORD.channels.charts);
    guild.channels = guild.channels.filter((channel) => channel !== charts);
    try {
      const response = await fetch(`${stack.apiUrl}${new URL(gone.url).pathname}`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "Into the void",
      });
      expect(response.status).toBe(204);
      expect(await bot.deliverRelayMessages()).toBe(1);
    } finally {
      if (charts) guild.channels.push(charts);
    }
    const [failed] = await stack.query<{ status: string; failure_reason: string }>(
      "select status, failure_reason from relay_messages where content = 'Into the void'",
    );
    expect(failed).toEqual({ status: "failed", failure_reason: "Discord answered 404: Unknown Channel" });
  });

  it("reports the commands it answered and the relay messages it posted by the hour, the whole count each time", async () => {
    for (const command of ["c", "c", "p"]) {
      expect((await control(`/_bot/guilds/${wallStreet.id}/commands/${command}`, {})).status).toBe(200);
    }
    expect((await control(`/_bot/guilds/${wallStreet.id}/commands/rm`, {})).status).toBe(400);
    expect(await (await control("/_bot/usage", {})).json()).toMatchObject({ sent: expect.any(Number) });
    // Reported again (the loop does, every few minutes): replaced, not added to.
    await control(`/_bot/guilds/${wallStreet.id}/commands/c`, {});
    await bot.reportUsage();
    // The bot's own metrics (the API counted the other tests' post runs and heartbeats beside them).
    const rows = await stack.query<{ guild_id: string; metric: string; kind: string; count: number }>(
      `select c.guild_id, u.metric, u.kind, sum(u.count)::int as count from usage_buckets u
        join communities c on c.id = u.community_id
        where u.metric in ('commands_answered', 'relay_messages_posted') group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(rows).toEqual(
      [
        { guild_id: wallStreet.id, metric: "commands_answered", kind: "c", count: 3 },
        { guild_id: wallStreet.id, metric: "commands_answered", kind: "p", count: 1 },
        // The relay test's two posted messages (the failed one is not counted).
        { guild_id: tradingFloor.id, metric: "relay_messages_posted", kind: "", count: 2 },
      ].sort((a, b) => `${a.guild_id}${a.metric}`.localeCompare(`${b.guild_id}${b.metric}`)),
    );
  });

  it("drains the notices' direct message feed: an undelivered alert's notice reaches its owner's Discord direct messages, once", async () => {
    const [account] = await stack.query<{ id: string }>(
      "update accounts set discord_user_id = $1 where email = 'demo@chartbot.local' returning id",
      [DEMO_DISCORD.user.id],
    );
    await bot.syncNow();
    const alert = bot.state().alerts.find((a) => a.placement === "above" || a.placement === "below");
    if (!alert?.level) throw new Error("no active alert above or below a level is left");
    const fired = await control(`/_bot/alerts/${alert.id}/fire`, {
      price: alert.level * (alert.placement === "above" ? 1.01 : 0.99),
      delivery: "failed",
      reason: "Unknown Channel",
    });
    expect(fired.status).toBe(200);

    const before = stack.sandbox.world.messages.length;
    const answer = await control("/_bot/notices", {});
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    const direct = stack.sandbox.world.messages
      .slice(before)
      .filter((message) => message.recipientId === DEMO_DISCORD.user.id);
    const text = direct.find((message) => message.content.includes("(Unknown Channel)"));
    expect(text?.content).toMatch(/^\*\*Your .+ alert could not be delivered\*\*\n/);
    expect(text?.content).toContain(
      `Edit the alert: <http://localhost:3001/account/alerts?edit=${alert.id}>`,
    );
    const rows = await stack.query<{ direct_message: string }>(
      "select direct_message from notices where account_id = $1 and cause = $2",
      [account?.id, `alert_undelivered:${alert.id}`],
    );
    expect(rows).toEqual([{ direct_message: "sent" }]);
    // Reported: the next drain sends nothing again.
    expect(await bot.deliverNoticeMessages()).toEqual({ sent: 0, failed: 0 });
  });
});
