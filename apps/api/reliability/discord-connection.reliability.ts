import { randomBytes } from "node:crypto";
import { DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { apiError } from "@chartbot/error-messages/api";
import { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createBotToken } from "../src/data/bot-tokens/bot-tokens.js";
import type { Database } from "../src/db/open-database.js";
import { accounts, communities, communityAdmins, discordGrants, subscriptions } from "../src/db/schema.js";
import { createIdentity, type Identity } from "../src/identity/identity.js";
import { HOURLY_JOBS } from "../src/jobs/hourly-jobs.js";
import { addTestServer, DISCORD_FAILURES, whileDiscordFails } from "../test/support/discord.js";
import { createTestUser, signInWithCustomToken, signInWithPassword } from "../test/support/firebase-users.js";
import { TEST_DISCORD_CLIENT, testConfig } from "../test/support/test-app.js";
import { type ApiProcess, freePort, startApiProcess } from "./support/api-process.js";
import { dumpDatabase } from "./support/database-state.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { grantPriceAlerts } from "./support/owned-resources.js";
import { createDatabase, openForChecks } from "./support/postgres.js";
import { answerShapeProblem, type JsonAnswer, sendJson } from "./support/send-json.js";
import { DASHBOARD_ORIGIN, sessionCookie } from "./support/session-cookie.js";

const REDIRECT = "http://localhost:3001/account/action";
/** The API's key for Discord grants; the operator's job below unseals them with it too. */
const ENCRYPTION_KEY = randomBytes(32).toString("base64");

let discord: FakeDiscord;
let database: { url: string; drop(): Promise<void> };
let api: ApiProcess;
let checks: Database;
let identity: Identity;

beforeAll(async () => {
  discord = await new FakeDiscord(TEST_DISCORD_CLIENT).start();
  database = await createDatabase();
  api = await startApiProcess({
    ...discord.env,
    DATABASE_URL: database.url,
    // Everything the API can log, so a token in any log line shows.
    LOG_LEVEL: "trace",
    ENCRYPTION_KEY,
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  checks = await openForChecks(database.url);
  identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099" });
});
afterAll(async () => {
  await api?.stop();
  await checks?.close();
  await database?.drop();
  await identity?.close();
  await discord?.stop();
});

const signIn = (code: string) =>
  fetch(`${api.url}/api/account/create`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code, redirect: REDIRECT }),
  });

describe("Discord sign-in over HTTP", () => {
  it("never signs into a password account holding the Discord user's email, whatever runs at once; no token leaks", async (context) => {
    const suffix = randomBytes(6).toString("hex");
    const email = `collision-${suffix}@example.com`;
    const password = `pw-${suffix}`;
    const owner = await identity.auth.createUser({ email, password, emailVerified: true });
    const taker = discord.world.addUser({ username: `taker${suffix}`, email, verified: true });
    // A second Discord user with an email of their own, signing in alongside: the one that must succeed.
    const newcomer = discord.world.addUser({
      username: `new${suffix}`,
      email: `new-${suffix}@example.com`,
      verified: true,
    });

    const attempts = 20;
    const answers = await Promise.all([
      ...Array.from({ length: attempts }, () => signIn(discord.codeFor(taker.id))),
      signIn(discord.codeFor(newcomer.id)),
    ]);
    const statuses = answers.map((answer) => answer.status);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(statuses.slice(0, attempts)).toEqual(Array(attempts).fill(409));
    for (const body of bodies.slice(0, attempts)) {
      expect(JSON.parse(body).error.code).toBe("discord_email_in_use");
    }
    expect(statuses[attempts]).toBe(200);

    // The password account is as it was: still its password's, linked to nobody.
    expect(await signInWithPassword(email, password)).toEqual(expect.any(String));
    const record = await identity.auth.getUser(owner.uid);
    expect(record.providerData.map((provider) => provider.providerId)).toEqual(["password"]);
    const text = await dumpDatabase(checks.db);
    expect(text).not.toContain(taker.id);
    expect(text).toContain(newcomer.id);

    // Every grant Discord gave the refused sign-ins was revoked there: the API keeps none of them.
    const takerGrants = [...discord.world.grants.values()].filter((grant) => grant.userId === taker.id);
    expect(takerGrants).toHaveLength(attempts);
    expect(takerGrants.filter((grant) => !grant.revoked)).toEqual([]);

    // Neither the answers nor any log line holds a Discord token; the stored ones are sealed.
    const grants = discord.world.grants;
    const tokens = [...grants.values()].map((grant) => grant.refreshToken);
    for (const [accessToken, access] of discord.world.accessTokens) {
      if (grants.has(access.grant.id)) tokens.push(accessToken);
    }
    expect(tokens.length).toBeGreaterThan(0);
    const output = api.output.join("\n");
    for (const token of tokens) {
      expect(output).not.toContain(token);
      for (const body of bodies) expect(body).not.toContain(token);
      expect(text).not.toContain(token);
    }
    recordFigures(context, "Authorization", {
      "colliding sign-ins refused": attempts,
      "Discord tokens checked": tokens.length,
      "log lines checked": api.output.length,
    });
  });
});

/** The uid a Firebase custom token signs in as. */
const uidOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).uid;

/** A Discord user of the fake with a verified email of their own. */
function newDiscordUser(label: string) {
  const suffix = randomBytes(6).toString("hex");
  return discord.world.addUser({
    username: `${label}${suffix}`,
    email: `${label}-${suffix}@example.com`,
    verified: true,
  });
}

/** A Discord sign-in (`POST /api/account/create`) with `code`, answered. */
const signInAnswer = (code: string) =>
  sendJson(api.url, "POST", "/api/account/create", {}, { code, redirect: REDIRECT });

/** A write from the dashboard (the session cookie and its `Origin`), answered. */
const dashboardWrite = (method: string, path: string, cookie: string, body?: unknown) =>
  sendJson(api.url, method, path, { cookie, origin: DASHBOARD_ORIGIN }, body);

/**
 * A new Discord user whose sign-in created an account, whose owner then set a password (unlinking needs one)
 * and signed into the dashboard: the Discord user, the account's uid and its session cookie.
 */
async function signedInDiscordOwner(label: string) {
  const owner = newDiscordUser(label);
  const created = await signInAnswer(discord.codeFor(owner.id));
  expect(created.status, created.text).toBe(200);
  const token = String(created.json().token);
  const uid = uidOf(token);
  await identity.auth.updateUser(uid, { password: `pw-${randomBytes(6).toString("hex")}` });
  const cookie = await sessionCookie(api.url, await signInWithCustomToken(token));
  return { owner, uid, cookie };
}

describe("Discord unlinking", () => {
  it("a Discord user its account unlinked, or swapped for another, never signs into it again, 20 at once either", async (context) => {
    const { owner, uid, cookie } = await signedInDiscordOwner("owner");
    const accountRow = async () =>
      (await checks.db.select().from(accounts).where(eq(accounts.firebaseUid, uid)))[0];
    const grantsGiven = () => discord.world.grants.size;

    expect((await dashboardWrite("DELETE", "/api/account/discord", cookie)).status).toBe(204);
    const attempts = 20;
    const before = grantsGiven();
    const afterUnlink = await Promise.all(
      Array.from({ length: attempts }, () => signInAnswer(discord.codeFor(owner.id))),
    );
    expect(afterUnlink.map((answer) => answer.status)).toEqual(Array(attempts).fill(409));
    for (const answer of afterUnlink) {
      expect(answerShapeProblem(answer)).toBeUndefined();
      expect(answer.json()).toEqual(apiError("discord_unlinked"));
    }
    expect(await accountRow()).toMatchObject({ discordUserId: null, discordUsername: null });
    expect(
      await checks.db.select().from(discordGrants).where(eq(discordGrants.discordUserId, owner.id)),
    ).toEqual([]);

    // The owner links another Discord user; the old one, signing in again and again meanwhile, changes nothing.
    const successor = newDiscordUser("successor");
    const linked = await dashboardWrite("POST", "/api/account/discord", cookie, {
      code: discord.codeFor(successor.id),
      redirect: REDIRECT,
    });
    expect(linked.status, linked.text).toBe(200);
    const [afterSwap, current] = await Promise.all([
      Promise.all(Array.from({ length: attempts }, () => signInAnswer(discord.codeFor(owner.id)))),
      signInAnswer(discord.codeFor(successor.id)),
    ]);
    expect(afterSwap.map((answer) => answer.status)).toEqual(Array(attempts).fill(409));
    expect(current.status).toBe(200);
    expect(uidOf(String(current.json().token))).toBe(uid);
    expect(await accountRow()).toMatchObject({
      discordUserId: successor.id,
      discordUsername: successor.username,
    });
    const [grant] = await checks.db
      .select()
      .from(discordGrants)
      .where(eq(discordGrants.discordUserId, successor.id));
    expect(grant?.accountId).toBe((await accountRow())?.id);

    // Every grant Discord gave the refused sign-ins was revoked there.
    const refusedGrants = [...discord.world.grants.values()]
      .slice(before)
      .filter((given) => given.userId === owner.id);
    expect(refusedGrants).toHaveLength(attempts * 2);
    expect(refusedGrants.filter((given) => !given.revoked)).toEqual([]);
    recordFigures(context, "Discord unlinking", {
      "sign-ins after the unlink": formatTally(tally(afterUnlink.map((answer) => answer.status))),
      "sign-ins after another was linked": formatTally(tally(afterSwap.map((answer) => answer.status))),
      "grants revoked": refusedGrants.length,
    });
  });
});

/** The hourly job that holds channel alerts, run once as pg-boss runs it, by an operator's app on the database. */
async function runHoldJob() {
  const job = HOURLY_JOBS.find((candidate) => candidate.name === "hold-channel-alerts");
  if (!job) throw new Error("no hold-channel-alerts job");
  const config = testConfig({ ...discord.env, DATABASE_URL: database.url, ENCRYPTION_KEY });
  const operator = await buildApp(config, { database: checks, logger: false });
  await operator.ready();
  try {
    return await job.run(checks.db, new Date(), operator.log, operator);
  } finally {
    await operator.close();
  }
}

describe("Channel alerts and the right to post", () => {
  it("the bot stops getting a channel alert when its owner loses Manage Server, Price Alerts or the Discord link, and gets it back with the right", async (context) => {
    const { owner, uid, cookie } = await signedInDiscordOwner("poster");
    const dashboard = { cookie, origin: DASHBOARD_ORIGIN };
    const [account] = await checks.db.select().from(accounts).where(eq(accounts.firebaseUid, uid));
    if (!account) throw new Error("no account row");
    await grantPriceAlerts(checks.db, account.id);
    const server = addTestServer(discord.world);
    discord.world.setMember(server.guildId, owner.id, { permissions: DISCORD_PERMISSIONS.MANAGE_GUILD });
    const [community] = await checks.db
      .insert(communities)
      .values({ guildId: server.guildId, name: "Posters" })
      .returning({ id: communities.id });
    // Discord's word that the owner manages the server, as the dashboard's server list asks it.
    expect((await sendJson(api.url, "GET", "/api/discord/servers", dashboard)).status).toBe(200);
    const alert = await dashboardWrite("POST", "/api/alerts", cookie, {
      ticker: "EURUSD",
      placement: "below",
      level: 1.01,
      communityId: community?.id,
      channelId: server.channelId,
    });
    expect(alert.status, alert.text).toBe(201);
    const alertId = String(alert.json().id);
    const bot = { authorization: `Bearer ${(await createBotToken(checks.db, "holds")).token}` };
    const fed = async () => {
      const page = await sendJson(api.url, "GET", "/api/bot/v1/alerts?limit=1000", bot);
      expect(page.status, page.text).toBe(200);
      const symbols = (page.json() as { symbols: { alerts: { id: string }[] }[] }).symbols;
      return symbols.flatMap((symbol) => symbol.alerts.map((fedAlert) => fedAlert.id)).includes(alertId);
    };
    const heldReason = async () => {
      const answer = await sendJson(api.url, "GET", `/api/alerts/${alertId}`, dashboard);
      return (answer.json() as { heldReason: string | null }).heldReason;
    };
    const seen: Record<string, string | null> = {};
    let heldReads = 0;
    let servedWhileHeld = 0;
    const readWhileHeld = async () => {
      heldReads += 1;
      if (await fed()) servedWhileHeld += 1;
    };
    expect(await fed()).toBe(true);

    // Manage Server lost, and the owner never opens the dashboard again: the hourly job asks Discord.
    discord.world.setMember(server.guildId, owner.id, { permissions: "0" });
    await checks.db
      .update(communityAdmins)
      .set({ checkedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(communityAdmins.accountId, account.id));
    await runHoldJob();
    await readWhileHeld();
    seen["Manage Server lost"] = await heldReason();
    discord.world.setMember(server.guildId, owner.id, { permissions: DISCORD_PERMISSIONS.MANAGE_GUILD });
    await runHoldJob();
    expect(await fed()).toBe(true);
    expect(await heldReason()).toBeNull();

    // Price Alerts ends: the feed leaves the alert out as it reads, before any job.
    const priceAlerts = and(
      eq(subscriptions.accountId, account.id),
      eq(subscriptions.addonSlug, "price-alerts"),
    );
    await checks.db.update(subscriptions).set({ status: "canceled" }).where(priceAlerts);
    await readWhileHeld();
    await runHoldJob();
    seen["Price Alerts lapsed"] = await heldReason();
    await checks.db.update(subscriptions).set({ status: "active" }).where(priceAlerts);
    expect(await fed()).toBe(true);

    // Unlinking Discord holds it at once.
    expect((await dashboardWrite("DELETE", "/api/account/discord", cookie)).status).toBe(204);
    await readWhileHeld();
    seen["Discord unlinked"] = await heldReason();
    expect(servedWhileHeld).toBe(0);
    expect(seen).toEqual({
      "Manage Server lost": "not_server_manager",
      "Price Alerts lapsed": "addon_lapsed",
      "Discord unlinked": "discord_unlinked",
    });
    recordFigures(context, "Channel alert holds", {
      ...(seen as Record<string, string>),
      "feed reads while held": heldReads,
      "served while held": servedWhileHeld,
    });
  });
});

describe("Discord failures", () => {
  it("every way Discord fails a sign-in or a link is a 502 in the error shape (its 429 a 429), never a 500", async (context) => {
    const user = await createTestUser(identity.auth);
    const cookie = await sessionCookie(api.url, user.idToken);
    const statuses: number[] = [];
    const expectAnswer = (answer: JsonAnswer, where: string, code: string) => {
      statuses.push(answer.status);
      expect(answer.status, `${where}: ${answer.text}`).toBe(code === "discord_rate_limited" ? 429 : 502);
      expect(answerShapeProblem(answer), where).toBeUndefined();
      expect(answer.json().error?.code, where).toBe(code);
    };
    for (const [name, failure] of DISCORD_FAILURES) {
      const person = newDiscordUser("failing");
      const signedIn = await whileDiscordFails(discord, failure, () =>
        signInAnswer(discord.codeFor(person.id)),
      );
      expectAnswer(signedIn, `sign-in, Discord answering ${name}`, "discord_unreachable");
      const linked = await whileDiscordFails(discord, failure, () =>
        dashboardWrite("POST", "/api/account/discord", cookie, {
          code: discord.codeFor(person.id),
          redirect: REDIRECT,
        }),
      );
      expectAnswer(linked, `link, Discord answering ${name}`, "discord_unreachable");
    }
    discord.rateLimit("/oauth2/token", { retryAfterSeconds: 7, times: 2 });
    const limited = [
      await signInAnswer(discord.codeFor(newDiscordUser("limited").id)),
      await dashboardWrite("POST", "/api/account/discord", cookie, {
        code: discord.codeFor(newDiscordUser("limited").id),
        redirect: REDIRECT,
      }),
    ];
    for (const answer of limited) {
      expectAnswer(answer, "Discord's 429", "discord_rate_limited");
      expect(answer.retryAfter).toBe("7");
    }

    // Nothing listening where Discord should be: a second API process pointed at a closed port.
    const closed = await startApiProcess({
      DATABASE_URL: database.url,
      DISCORD_API_BASE_URL: `http://127.0.0.1:${await freePort()}/api`,
      DISCORD_CLIENT_ID: discord.env.DISCORD_CLIENT_ID ?? "",
      DISCORD_CLIENT_SECRET: discord.env.DISCORD_CLIENT_SECRET ?? "",
    });
    try {
      const unreachable = await sendJson(
        closed.url,
        "POST",
        "/api/account/create",
        {},
        { code: "any", redirect: REDIRECT },
      );
      expectAnswer(unreachable, "sign-in, nothing listening", "discord_unreachable");
    } finally {
      await closed.stop();
    }
    // The API never took any of these for its own failure.
    expect(api.output.filter((line) => line.includes('"msg":"unhandled error"'))).toEqual([]);
    expect(await checks.db.select().from(accounts).where(eq(accounts.email, user.email))).toMatchObject([
      { discordUserId: null },
    ]);
    recordFigures(context, "Discord failures", {
      "kinds of failure": DISCORD_FAILURES.length + 2,
      statuses: formatTally(tally(statuses)),
      "5xx other than 502": statuses.filter((status) => status >= 500 && status !== 502).length,
    });
  });
});
