import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { AddonSlug } from "@chartbot/addons";
import type { TickerMode } from "@chartbot/ticker-parser";
import { and, count, eq } from "drizzle-orm";
import type { Auth, UserRecord } from "firebase-admin/auth";
import { type Config, loadConfig } from "../config.js";
import { type Keyring, sealSecret } from "../crypto/secret-box.js";
import { ensureAccount } from "../data/accounts/ensure-account.js";
import { createAlert } from "../data/alerts/create-alert.js";
import { botTokenRowValues } from "../data/bot-tokens/bot-tokens.js";
import { licensedBotSealContext } from "../data/licensed-bots/licensed-bot.js";
import { type Db, openDatabase } from "../db/open-database.js";
import {
  addonSlots,
  botTokens,
  communities,
  licensedBots,
  satellites,
  scheduledPosts,
  subscriptions,
  tradingviewLayouts,
} from "../db/schema.js";
import { isFirebaseUnavailable, undefinedWhenUserNotFound } from "../identity/firebase-errors.js";
import { createIdentity } from "../identity/identity.js";
import { resolveAlertTicker } from "../routes/alerts/resolve-alert-ticker.js";
import { DEMO_BOT_TOKEN, DEMO_COMMUNITIES, type DemoCommunity } from "./seed-demo-data.js";

/** The local demo user's sign-in; it exists only on the Auth emulator. */
export const DEMO_USER = {
  uid: "chartbot-demo-user",
  email: "demo@chartbot.local",
  password: "chartbot-demo",
  displayName: "Demo Trader",
} as const;

/** The demo user's personal price alerts, as typed on the Price Alerts screen (direct messages). */
export const DEMO_ALERTS: {
  ticker: string;
  mode: TickerMode;
  placement: "above" | "below";
  level: number;
  message: string | null;
}[] = [
  { ticker: "BTC", mode: "crypto", placement: "above", level: 150_000, message: "Bitcoin at a new high" },
  { ticker: "AAPL", mode: "traditional", placement: "below", level: 180, message: null },
  { ticker: "EURUSD", mode: "traditional", placement: "above", level: 1.2, message: "EUR/USD breakout" },
];

/** What the seed made or found. */
export interface SeedResult {
  uid: string;
  accountId: string;
  communityIds: string[];
}

/** Refuses to seed outside development: never create users in a real Firebase project. */
export function assertSeedAllowed(config: Config): void {
  if (config.production) throw new Error("Refusing to seed: NODE_ENV is production.");
  if (!config.firebase.emulatorHost) {
    throw new Error(
      "Refusing to seed: no FIREBASE_AUTH_EMULATOR_HOST, so users would go to a real Firebase project.",
    );
  }
}

/**
 * Whether the demo password signs the demo user in on the Auth emulator (its REST sign-in, as the dashboard
 * signs in). Setting a password revokes the user's sign-ins, so the seed sets it only when it would not.
 */
async function demoPasswordSignsIn(): Promise<boolean> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) return false;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=seed`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
    },
  ).catch(() => undefined);
  return response?.ok ?? false;
}

/**
 * The demo user on the Auth emulator, created or reset to the demo password, name and verified email. Only what
 * differs is changed: setting the password again would end every sign-in of the demo user (each `pnpm dev`
 * start, and a browser test or journey signed in as the demo user while another suite seeds).
 */
async function ensureDemoUser(auth: Auth): Promise<UserRecord> {
  const { uid, email, password, displayName } = DEMO_USER;
  const existing =
    (await auth.getUser(uid).catch(undefinedWhenUserNotFound)) ??
    (await auth.getUserByEmail(email).catch(undefinedWhenUserNotFound));
  if (!existing) return auth.createUser({ uid, email, password, displayName, emailVerified: true });
  const changes = {
    ...(existing.email !== email && { email }),
    ...(existing.displayName !== displayName && { displayName }),
    ...(!existing.emailVerified && { emailVerified: true }),
    ...(!(await demoPasswordSignsIn()) && { password }),
  };
  return Object.keys(changes).length === 0 ? existing : auth.updateUser(existing.uid, changes);
}

/**
 * When a demo community's rows (it, its satellites and posts) were created: when it was set up, as if they had
 * run since. The bot cannot report a run or heartbeat dated before a row existed, and the end-to-end tests,
 * standing in for the bot, report some minutes in the past.
 */
const demoSince = (community: DemoCommunity["community"]) => community.setupCompletedAt ?? undefined;

/**
 * The community with this guild id, inserted when missing (an existing one keeps its settings). No admin row:
 * access comes from Discord, once an account linked to the sandbox's demo Discord user lists its servers.
 */
async function ensureCommunity(tx: Db, ownerAccountId: string, values: DemoCommunity["community"]) {
  await tx
    .insert(communities)
    .values({ createdAt: demoSince(values), ...values, ownerAccountId })
    .onConflictDoNothing({ target: communities.guildId });
  const [row] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.guildId, values.guildId));
  if (!row) throw new Error(`demo community ${values.guildId} missing after insert`);
  return row.id;
}

/** The demo account's subscription of `slug` (active, no Stripe ids), created with `quantity` slots when missing. */
async function ensureSubscription(
  tx: Db,
  accountId: string,
  slug: AddonSlug,
  quantity: number,
): Promise<string> {
  const where = and(eq(subscriptions.accountId, accountId), eq(subscriptions.addonSlug, slug));
  const [existing] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(where);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(subscriptions)
    .values({ accountId, addonSlug: slug, quantity, status: "active" })
    .returning({ id: subscriptions.id });
  if (!created) throw new Error(`demo subscription ${slug} missing after insert`);
  return created.id;
}

/** Assigns slots of the subscription to the community until it has `wanted` of them. */
async function ensureSlots(tx: Db, subscriptionId: string, communityId: string, wanted: number) {
  const [have] = await tx
    .select({ n: count() })
    .from(addonSlots)
    .where(and(eq(addonSlots.subscriptionId, subscriptionId), eq(addonSlots.communityId, communityId)));
  const missing = wanted - (have?.n ?? 0);
  if (missing > 0) {
    await tx
      .insert(addonSlots)
      .values(Array.from({ length: missing }, () => ({ subscriptionId, communityId })));
  }
}

/** A scheduled post, added when the community has none with the same command, arguments and channel. */
async function ensurePost(
  tx: Db,
  communityId: string,
  post: DemoCommunity["posts"][number],
  createdAt: Date | undefined,
) {
  const [existing] = await tx
    .select({ id: scheduledPosts.id })
    .from(scheduledPosts)
    .where(
      and(
        eq(scheduledPosts.communityId, communityId),
        eq(scheduledPosts.command, post.command),
        eq(scheduledPosts.arguments, post.arguments ?? ""),
        eq(scheduledPosts.channelId, post.channelId),
      ),
    );
  if (!existing) await tx.insert(scheduledPosts).values({ ...post, communityId, createdAt });
}

/**
 * Creates the demo alerts through the API's own ticker resolution and `createAlert`, which refuses an alert
 * that is already open with the same market, side and level: a second run adds nothing. One the user deleted
 * (or that fired) comes back, like the other demo rows; none is added past the account's alert limit.
 */
async function ensureAlerts(db: Db, accountId: string): Promise<void> {
  for (const demo of DEMO_ALERTS) {
    const resolved = resolveAlertTicker(demo.ticker, demo.mode);
    if (!resolved.ok) throw new Error(`demo alert ticker ${demo.ticker}: ${resolved.message}`);
    const result = await createAlert(db, {
      accountId,
      tickerInput: demo.ticker,
      symbolId: resolved.symbol.id,
      placement: demo.placement,
      level: demo.level,
      message: demo.message,
      communityId: null,
      channelId: null,
      roleId: null,
    });
    if (result.outcome === "community_not_found") throw new Error("a demo alert names a community");
  }
}

/**
 * The local sandbox's bot token (`LOCAL_BOT_TOKEN` of `@chartbot/test-servers`), so the reference bot runs
 * with no set-up: inserted when missing, and made usable again (not revoked, no expiry) when it exists.
 */
async function ensureDemoBotToken(db: Db): Promise<void> {
  const values = { ...botTokenRowValues(DEMO_BOT_TOKEN.token), label: DEMO_BOT_TOKEN.label };
  await db
    .insert(botTokens)
    .values(values)
    .onConflictDoUpdate({
      target: botTokens.id,
      set: { secretHash: values.secretHash, revokedAt: null, expiresAt: null },
    });
}

/** The community's demo licensed bot, in review, unless it has one (its token sealed with `keyring`). */
async function ensureLicensedBot(
  tx: Db,
  keyring: Keyring,
  communityId: string,
  bot: NonNullable<DemoCommunity["licensedBot"]>,
) {
  const { token, ...values } = bot;
  await tx
    .insert(licensedBots)
    .values({
      communityId,
      ...values,
      tokenCiphertext: sealSecret(keyring, token, licensedBotSealContext(communityId)),
      tokenEnding: token.slice(-4),
      status: "in_review",
    })
    .onConflictDoNothing();
}

/**
 * Creates (or reuses) the demo user on the Auth emulator, its account, the communities of the demo world's
 * two servers with the bot (their satellites, scheduled posts and layouts), the account's active
 * subscriptions with slots assigned to them, a licensed bot in review, personal price alerts, and the local
 * bot token. The account administers the communities only through Discord: once it links the sandbox's demo Discord user (Account Settings), the
 * server picker finds that user manages both servers. Until then My Communities lists none.
 * Idempotent: rows that exist are kept as they are, so running it again changes nothing.
 */
export async function seedDemoData(db: Db, auth: Auth, keyring: Keyring): Promise<SeedResult> {
  const user = await ensureDemoUser(auth);
  const account = await ensureAccount(db, {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    displayName: user.displayName,
    photoURL: undefined,
  });
  const communityIds = await db.transaction(async (tx) => {
    const quantities = new Map<AddonSlug, number>();
    for (const demo of DEMO_COMMUNITIES) {
      for (const [slug, slots] of Object.entries(demo.slots) as [AddonSlug, number][]) {
        quantities.set(slug, (quantities.get(slug) ?? 0) + slots);
      }
    }
    const subscriptionIds = new Map<AddonSlug, string>();
    for (const [slug, quantity] of quantities) {
      subscriptionIds.set(slug, await ensureSubscription(tx, account.id, slug, quantity));
    }
    const ids: string[] = [];
    for (const demo of DEMO_COMMUNITIES) {
      const communityId = await ensureCommunity(tx, account.id, demo.community);
      ids.push(communityId);
      for (const [slug, slots] of Object.entries(demo.slots) as [AddonSlug, number][]) {
        await ensureSlots(tx, subscriptionIds.get(slug) as string, communityId, slots);
      }
      const createdAt = demoSince(demo.community);
      for (const symbol of demo.satellites) {
        await tx
          .insert(satellites)
          .values({ communityId, symbolId: symbol, createdAt })
          .onConflictDoNothing();
      }
      for (const post of demo.posts) await ensurePost(tx, communityId, post, createdAt);
      if (demo.licensedBot) await ensureLicensedBot(tx, keyring, communityId, demo.licensedBot);
      for (const layout of demo.layouts) {
        await tx
          .insert(tradingviewLayouts)
          .values({ ...layout, communityId })
          .onConflictDoNothing();
      }
    }
    return ids;
  });
  await ensureAlerts(db, account.id);
  await ensureDemoBotToken(db);
  return { uid: user.uid, accountId: account.id, communityIds };
}

/** `pnpm --filter @chartbot/api seed`: seeds the configured database and the Auth emulator, then prints the sign-in. */
async function main(): Promise<void> {
  const config = loadConfig();
  assertSeedAllowed(config);
  const database = await openDatabase(config.database);
  const identity = createIdentity(config.firebase);
  try {
    const result = await seedDemoData(database.db, identity.auth, config.encryption);
    console.log(`Seeded ${result.communityIds.length} demo communities (${database.kind}).`);
    console.log(`Sign in with  ${DEMO_USER.email}  /  ${DEMO_USER.password}`);
    console.log(
      "Its communities appear once it links the local Discord's demo user (Account Settings > Link Discord), or sign in with Discord as demo_trader.",
    );
  } catch (error) {
    if (!isFirebaseUnavailable(error)) throw error;
    throw new Error(
      `The Auth emulator at ${config.firebase.emulatorHost} is not reachable: start it first (pnpm dev).`,
    );
  } finally {
    await identity.close();
    await database.close();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (runDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
