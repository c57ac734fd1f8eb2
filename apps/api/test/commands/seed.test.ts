import { DEMO_DISCORD, FakeDiscord, seedDemoWorld } from "@chartbot/test-servers/fake-discord";
import { LOCAL_BOT_TOKEN } from "@chartbot/test-servers/local-bot-token";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertSeedAllowed, DEMO_USER, seedDemoData } from "../../src/commands/seed.js";
import { DEMO_COMMUNITIES } from "../../src/commands/seed-demo-data.js";
import { loadConfig } from "../../src/config.js";
import {
  accounts,
  addonSlots,
  alerts,
  botTokens,
  communities,
  communityAdmins,
  satellites,
  scheduledPosts,
  subscriptions,
  tradingviewLayouts,
} from "../../src/db/schema.js";
import { TEST_REDIRECT } from "../support/discord.js";
import { signInWithPassword } from "../support/firebase-users.js";
import { productionEnv } from "../support/production-env.js";
import { request } from "../support/request.js";
import { createTestApp, TEST_DISCORD_CLIENT, type TestApp, testConfig } from "../support/test-app.js";

let t: TestApp;
/** The local Discord's demo world, as `pnpm dev` runs it. */
let discord: FakeDiscord;

beforeAll(async () => {
  discord = await new FakeDiscord({ ...TEST_DISCORD_CLIENT, seed: seedDemoWorld }).start();
  t = await createTestApp(discord.env);
});
afterAll(async () => {
  await t?.close();
  await discord?.stop();
});

/** Every row the seed touches, table by table. */
async function snapshot() {
  const db = t.database.db;
  return {
    accounts: await db.select().from(accounts),
    communities: await db.select().from(communities),
    communityAdmins: await db.select().from(communityAdmins),
    subscriptions: await db.select().from(subscriptions),
    addonSlots: await db.select().from(addonSlots),
    satellites: await db.select().from(satellites),
    scheduledPosts: await db.select().from(scheduledPosts),
    layouts: await db.select().from(tradingviewLayouts),
    alerts: await db.select().from(alerts),
  };
}

/** Rows in a stable order, whatever order the database returned them in. */
const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();

describe("the dev seed", () => {
  it("creates the verified demo user and the demo world's two communities with something on every screen", async () => {
    const result = await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    const user = await t.app.identity.auth.getUser(result.uid);
    expect(user).toMatchObject({ email: DEMO_USER.email, displayName: "Demo Trader", emailVerified: true });

    const idToken = await signInWithPassword(DEMO_USER.email, DEMO_USER.password);
    const headers = { authorization: `Bearer ${idToken}` };
    // Access comes from Discord: before the account links the demo Discord user it manages nothing.
    const before = await t.app.inject({ method: "GET", url: "/api/communities", headers });
    expect(before.json().communities).toEqual([]);
    const picker = await t.app.inject({ method: "GET", url: "/api/discord/servers", headers });
    expect(picker.json().error.code).toBe("discord_not_linked");
    const link = await t.app.inject({
      method: "POST",
      url: "/api/account/discord",
      headers,
      payload: { code: discord.codeFor(DEMO_DISCORD.user.id), redirect: TEST_REDIRECT },
    });
    expect(link.statusCode).toBe(200);
    const servers = await t.app.inject({ method: "GET", url: "/api/discord/servers", headers });
    expect(
      servers
        .json()
        .servers.map((s: { name: string; botPresent: boolean; communityId: string | null }) => [
          s.name,
          s.botPresent,
          s.communityId !== null,
        ]),
    ).toEqual([
      ["Forex Friends", false, false],
      ["Satoshi's Trading Floor", true, true],
      ["Wall Street Bets Lounge", true, true],
    ]);

    const list = await t.app.inject({ method: "GET", url: "/api/communities", headers });
    expect(list.statusCode).toBe(200);
    const names = list.json().communities.map((c: { name: string }) => c.name);
    expect(names).toEqual(["Satoshi's Trading Floor", "Wall Street Bets Lounge"]);
    const floor = list.json().communities[0];
    expect(floor.counts).toEqual({ satellites: 5, scheduledPosts: 3, layouts: 2 });
    expect(floor.addons.map((a: { slug: string }) => a.slug)).toEqual([
      "advanced-charting",
      "scheduled-posting",
      "tradingview-layouts",
      "price-satellite-bots",
      "bot-license",
    ]);
    // Its own bot is in review, so the Bot License steps show two dates; the token is never shown.
    const licensed = await t.app.inject({
      method: "GET",
      url: `/api/communities/${floor.id}/licensed-bot`,
      headers,
    });
    expect(licensed.json().licensedBot).toMatchObject({
      name: "Satoshi Charts",
      status: "in_review",
      inReviewAt: expect.any(String),
      liveAt: null,
    });

    const satellitesOfFloor = await t.app.inject({
      method: "GET",
      url: `/api/communities/${floor.id}/satellites`,
      headers,
    });
    expect(satellitesOfFloor.json().paid).toEqual({ used: 3, slots: 3, limit: 10 });
    expect(satellitesOfFloor.json().satellites.every((s: { active: boolean }) => s.active)).toBe(true);
    const settings = await t.app.inject({ method: "GET", url: `/api/communities/${floor.id}`, headers });
    expect(settings.json()).toMatchObject({ tickerMode: "crypto", charting: { timeframe: "4H" } });

    // The seeded posts' channels and role are the demo world's.
    const posts = await t.app.inject({
      method: "GET",
      url: `/api/communities/${floor.id}/scheduled-posts`,
      headers,
    });
    const channels = await t.app.inject({
      method: "GET",
      url: `/api/communities/${floor.id}/channels`,
      headers,
    });
    const roles = await t.app.inject({ method: "GET", url: `/api/communities/${floor.id}/roles`, headers });
    const channelIds = channels.json().channels.map((c: { id: string }) => c.id);
    const roleIds = roles.json().roles.map((r: { id: string }) => r.id);
    for (const post of posts.json().scheduledPosts) {
      expect(channelIds).toContain(post.channelId);
      if (post.roleId) expect(roleIds).toContain(post.roleId);
    }

    const alertList = await t.app.inject({ method: "GET", url: "/api/alerts", headers });
    expect(alertList.statusCode).toBe(200);
    const byTicker = (a: { ticker: string }, b: { ticker: string }) => a.ticker.localeCompare(b.ticker);
    expect(alertList.json().items.sort(byTicker)).toMatchObject([
      { ticker: "AAPL", symbol: { name: "Apple Inc." }, placement: "below", level: 180, status: "active" },
      { ticker: "BTC", symbol: { name: "Bitcoin / Tether" }, placement: "above", level: 150_000 },
      { ticker: "EURUSD", symbol: { name: "Euro / US Dollar" }, placement: "above", level: 1.2 },
    ]);
    expect(alertList.json().items.every((a: { communityId: unknown }) => a.communityId === null)).toBe(true);
  });

  it("stores the local sandbox's bot token, so the reference bot of pnpm dev reads the demo communities", async () => {
    await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    const read = () =>
      request(t.app, "GET", `/api/bot/v1/communities/${DEMO_COMMUNITIES[0]?.community.guildId}`, {
        as: LOCAL_BOT_TOKEN,
      });
    const response = await read();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: DEMO_COMMUNITIES[0]?.community.name });
    // Revoked by hand, the next seed makes it usable again.
    await t.database.db.update(botTokens).set({ revokedAt: new Date() });
    expect((await read()).statusCode).toBe(401);
    await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    expect((await read()).statusCode).toBe(200);
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot();
    const first = await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    const second = await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    expect(second).toEqual(first);
    const after = await snapshot();
    for (const table of Object.keys(before) as (keyof typeof before)[]) {
      expect(sorted(after[table]), table).toEqual(sorted(before[table]));
    }
  });

  it("keeps the same account when the Auth emulator has lost its users (it does on every restart)", async () => {
    const before = await snapshot();
    const { uid } = await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    await t.app.identity.auth.deleteUser(uid);
    const again = await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    expect(again.uid).toBe(uid);
    expect((await snapshot()).subscriptions).toEqual(before.subscriptions);
    expect((await snapshot()).addonSlots).toHaveLength(before.addonSlots.length);
    await expect(signInWithPassword(DEMO_USER.email, DEMO_USER.password)).resolves.toBeTruthy();
  });

  it("leaves the demo user's sign-ins alone when it seeds again, and resets a changed password", async () => {
    const { uid } = await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    const validAfter = (await t.app.identity.auth.getUser(uid)).tokensValidAfterTime;
    // Revocation has one-second resolution: a second later, a password set again would show.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    expect((await t.app.identity.auth.getUser(uid)).tokensValidAfterTime).toBe(validAfter);

    await t.app.identity.auth.updateUser(uid, { password: "another password", displayName: "Renamed" });
    await seedDemoData(t.database.db, t.app.identity.auth, t.app.config.encryption);
    await expect(signInWithPassword(DEMO_USER.email, DEMO_USER.password)).resolves.toBeTruthy();
    expect((await t.app.identity.auth.getUser(uid)).displayName).toBe(DEMO_USER.displayName);
  });

  it("refuses to run in production or without an Auth emulator", () => {
    const production = loadConfig(productionEnv());
    expect(() => assertSeedAllowed(production)).toThrow(/NODE_ENV is production/);
    const config = testConfig();
    expect(() =>
      assertSeedAllowed({ ...config, firebase: { ...config.firebase, emulatorHost: undefined } }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => assertSeedAllowed(config)).not.toThrow();
  });
});
