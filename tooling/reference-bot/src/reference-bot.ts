import { type ApiClient, createApiClient } from "@chartbot/api-client";
import type { BotAlert, BotAlertPage, BotCommunity } from "@chartbot/contracts/bot";
import type { BotRelayMessage } from "@chartbot/contracts/bot-relays";
import type { ChannelDiagnosis } from "@chartbot/contracts/diagnosis";
import { botEndpoints } from "@chartbot/contracts/endpoints/bot";
import { diagnosisEndpoints } from "@chartbot/contracts/endpoints/diagnosis";
import { MAX_REPORTED_PRICES } from "@chartbot/contracts/prices";
import { SATELLITE_HEARTBEAT_SECONDS } from "@chartbot/contracts/satellites";
import { checkWebhookUrl } from "@chartbot/webhook-address";
import { botGuildIds, type DiscordAccess, discordPost, satelliteMemberIds } from "./discord-reads";
import { explainDiagnosis } from "./explain";
import { guildFacts } from "./guild-names";
import { alertMessageText, postMessageText, relayMessageText } from "./message-text";
import { deliverNoticeMessages } from "./notice-messages";
import { createPriceWalk } from "./prices";
import { createUsageCounter } from "./usage-counter";

/** How a reference bot runs. Intervals in seconds; 0 turns the loop off (do it on command). */
export interface ReferenceBotOptions {
  /** @default "http://127.0.0.1:4000" */
  apiUrl?: string;
  /** The bot token, `cbb_…`. */
  token: string;
  /** Servers to join at start. @default none */
  guildIds?: readonly string[];
  /**
   * Where the local Discord's API answers, to read the servers' names, the servers the bot is in and their
   * satellite members; left out: the demo world's names, no server found by itself, no satellite in any server.
   */
  discord?: DiscordAccess;
  /** Change feed and active alerts. @default 5 */
  syncSeconds?: number;
  /** Servers the bot was added to, and each server's satellite members, read from Discord. @default 5 */
  discoverSeconds?: number;
  /** Heartbeats of active satellites. @default SATELLITE_HEARTBEAT_SECONDS (60) */
  heartbeatSeconds?: number;
  /** Last prices of the symbols it watches (alerts, running satellites), in batches. @default 30 */
  priceSeconds?: number;
  /** How often the relay feed is drained (messages posted to relay URLs). @default 5 */
  relaySeconds?: number;
  /** How often the notices' direct message feed is drained (sent to their users). @default 5 */
  noticeSeconds?: number;
  /** How often due scheduled posts are looked for; a post runs at the API's `nextRunAt`. @default 5 */
  postCheckSeconds?: number;
  /** Run every post this often instead of at the API's `nextRunAt` (for demos and tests). */
  postPeriodSecondsOverride?: number;
  /** How often the hour's counts (commands answered, relay messages posted) are reported. @default 300 */
  usageSeconds?: number;
  /** Retries of the API client (see `RetryPolicy` of `@chartbot/api-client`): 5 attempts unless given. */
  maxAttempts?: number;
  backoffMs?: number;
}

/** What the bot knows of a scheduled post's runs. */
export interface PostRunState {
  lastRunAt: string | null;
  consecutiveFailures: number;
  paused: boolean;
  pauseReason: string | null;
  /** When to run it next, as the API last said (its feed, or the answer to the last run report). */
  nextRunAt: string | null;
}

/** An active alert as the bot watches it, with its symbol. */
export type WatchedAlert = BotAlert & { symbolId: string; ticker: string };

/** Everything the bot knows, as the control port shows it. */
export interface ReferenceBotState {
  guilds: { guildId: string; name: string; present: boolean; communityId: string | null }[];
  communities: BotCommunity[];
  cursor: string | null;
  alerts: WatchedAlert[];
  posts: Record<string, PostRunState>;
  heartbeats: Record<string, { price: number; at: string }>;
  /** The satellites in each server, by guild id, as last reported to the API (satellite ids). */
  satelliteMembers: Record<string, string[]>;
  /** The relay feed's cursor, and how many relay messages were posted or failed. */
  relayCursor: string | null;
  relayed: { delivered: number; failed: number };
  /** How many notices it sent as direct messages, or reported failed. */
  noticed: { sent: number; failed: number };
  events: string[];
  lastSyncAt: string | null;
  lastError: string | null;
}

/** A trigger report and its delivery report, as `fireAlert` did them. */
export interface FireResult {
  triggerId: string;
  alertStatus: string;
  delivery: "delivered" | "failed";
  /** The message it sent: the alert's template filled in (undefined: an alert the bot was not watching). */
  text?: string;
}

/** A heartbeat is answered 204, no body. */

/** The running bot: its state and what the control port can ask of it. */
export interface ReferenceBot {
  state(): ReferenceBotState;
  syncNow(): Promise<void>;
  joinGuild(guildId: string): Promise<void>;
  leaveGuild(guildId: string): Promise<void>;
  fireAlert(
    alertId: string,
    options?: { price?: number; delivery?: "delivered" | "failed"; reason?: string },
  ): Promise<FireResult>;
  runPost(postId: string, outcome: "delivered" | "failed", reason?: string): Promise<PostRunState>;
  sendHeartbeats(): Promise<number>;
  /** Reports the last price of each symbol it watches (active alerts, running satellites); how many. */
  reportPrices(): Promise<number>;
  /**
   * Joins every server Discord says the bot is in that it has not joined (nor left on command), then reports
   * each connected community's satellite members; the loop does it every `discoverSeconds`.
   */
  discover(): Promise<void>;
  /** Performs and reports the pending "Send test" requests (each sync does it too); how many there were. */
  sendTests(): Promise<number>;
  /** Performs the pending "Send test" requests of scheduled posts; how many there were. */
  sendPostTests(): Promise<number>;
  /** Runs the scheduled posts whose period has passed (the loop does this every `postCheckSeconds`). */
  runDuePosts(): Promise<void>;
  /** Drains the relay feed: posts each message in its channel and acknowledges it; how many it served. */
  deliverRelayMessages(): Promise<number>;
  /**
   * Drains the notices' direct message feed: sends each to its Discord user (through the local Discord when it
   * has one) and reports it sent or failed; how many of each.
   */
  deliverNoticeMessages(): Promise<{ sent: number; failed: number }>;
  /** A member's "why?" in a channel (with the command they typed): the API's diagnosis and the bot's reply. */
  explain(
    guildId: string,
    channelId: string,
    command?: string,
  ): Promise<{ diagnosis: ChannelDiagnosis; reply: string }>;
  /**
   * Answers a command a member typed in a server (the reference bot has no gateway: the control port types it)
   * and counts it for the hour's usage.
   */
  answerCommand(guildId: string, command: string): void;
  /** Reports the counted hours of each server (the loop does it every `usageSeconds`); how many buckets. */
  reportUsage(): Promise<number>;
  stop(): Promise<void>;
}

/** Creates the bot without starting its loops (see `startReferenceBot`). */
export function createReferenceBot(
  options: ReferenceBotOptions,
): ReferenceBot & { startUp(): Promise<void>; startLoops(): void } {
  const api: ApiClient = createApiClient({
    origin: options.apiUrl ?? "http://127.0.0.1:4000",
    token: options.token,
    retry: { maxAttempts: options.maxAttempts ?? 5, backoffMs: options.backoffMs },
  });
  const guilds = new Map<string, ReferenceBotState["guilds"][number]>();
  const communities = new Map<string, BotCommunity>();
  let alerts: WatchedAlert[] = [];
  const posts = new Map<string, PostRunState>();
  const heartbeats = new Map<string, { price: number; at: string }>();
  const satelliteMembers = new Map<string, string[]>();
  /** Servers left by command: discovery does not join them again until a join command does. */
  const leftOnCommand = new Set<string>();
  const prices = createPriceWalk();
  const events: string[] = [];
  let cursor: string | null = null;
  let relayCursor: string | null = null;
  const relayed = { delivered: 0, failed: 0 };
  const noticed = { sent: 0, failed: 0 };
  /** Relay messages already posted: the feed is at least once, so a message served again is not posted twice. */
  const postedRelayMessages = new Set<string>();
  const usage = createUsageCounter();
  let lastSyncAt: string | null = null;
  let lastError: string | null = null;
  const timers: NodeJS.Timeout[] = [];
  let fireCount = 0;

  const log = (line: string) => {
    events.unshift(`${new Date().toISOString()} ${line}`);
    events.length = Math.min(events.length, 50);
  };
  const guard = (what: string, work: () => Promise<unknown>) => async () => {
    try {
      await work();
    } catch (error) {
      lastError = `${what}: ${error instanceof Error ? error.message : String(error)}`;
      log(lastError);
    }
  };

  async function joinGuild(guildId: string) {
    leftOnCommand.delete(guildId);
    const facts = await guildFacts(guildId, options.discord);
    const guild = await api.call(botEndpoints.reportGuild, { params: { guildId }, body: facts });
    guilds.set(guildId, { ...guild, name: facts.name });
    log(`joined ${facts.name} (${guildId})`);
  }

  async function leaveGuild(guildId: string) {
    leftOnCommand.add(guildId);
    const guild = await api.call(botEndpoints.reportGuildLeft, { params: { guildId } });
    guilds.set(guildId, { ...guild, name: guilds.get(guildId)?.name ?? guildId });
    log(`left ${guildId}`);
  }

  async function syncChanges() {
    for (;;) {
      const page = await api.call(botEndpoints.changes, { query: { cursor: cursor ?? undefined } });
      for (const community of page.communities) {
        communities.set(community.guildId, community);
        for (const post of community.scheduledPosts) {
          const known = posts.get(post.id);
          // A changed schedule (or a resume) comes with the API's next run: it replaces the one known.
          if (known) Object.assign(known, { paused: post.paused, nextRunAt: post.nextRunAt });
        }
      }
      if (page.communities.length > 0) log(`synced ${page.communities.length} changed communities`);
      cursor = page.cursor;
      if (!page.more) break;
    }
  }

  async function syncAlerts() {
    const found: WatchedAlert[] = [];
    let next: string | null = null;
    do {
      const page: BotAlertPage = await api.call(botEndpoints.alerts, {
        query: { cursor: next ?? undefined },
      });
      for (const symbol of page.symbols) {
        for (const alert of symbol.alerts)
          found.push({ ...alert, symbolId: symbol.symbolId, ticker: symbol.ticker });
      }
      next = page.nextCursor;
    } while (next);
    alerts = found;
  }

  /**
   * Performs the pending "Send test" requests and reports each: a direct message needs the owner's Discord
   * account, a webhook must pass the shared address check again (DNS may have changed since it was saved).
   * This stand-in delivers nothing for real; the real bot posts where it reports `delivered`.
   */
  async function sendTests(): Promise<number> {
    const { items } = await api.call(botEndpoints.alertTests);
    for (const test of items) {
      let reason: string | undefined;
      if (test.delivery.kind === "direct-message" && !test.delivery.discordUserId) {
        reason = "The owner has not linked a Discord account.";
      } else if (test.delivery.kind === "webhook") {
        const check = await checkWebhookUrl(test.delivery.url);
        if (!check.ok) reason = `The webhook URL ${check.reason}.`;
      }
      await api.call(botEndpoints.reportAlertTest, {
        params: { id: test.id },
        body: reason ? { status: "failed", reason } : { status: "delivered" },
      });
      log(`test of alert ${test.alertId} (${test.delivery.kind}): ${reason ? `failed (${reason})` : "sent"}`);
    }
    return items.length;
  }

  /**
   * Performs the pending "Send test" requests of scheduled posts and reports each: it fails where the bot is not
   * in the post's server. Like a run, this stand-in posts nothing for real; unlike a run, it reports no run.
   */
  async function sendPostTests(): Promise<number> {
    const { items } = await api.call(botEndpoints.scheduledPostTests);
    for (const test of items) {
      const present = guilds.get(test.guildId)?.present ?? false;
      await api.call(botEndpoints.reportScheduledPostTest, {
        params: { id: test.id },
        body: present
          ? { status: "delivered" }
          : { status: "failed", reason: "Chartbot is not in this server." },
      });
      log(
        `test of post ${test.postId} (${test.command} ${test.arguments}): ${present ? "posted" : "failed"}`,
      );
    }
    return items.length;
  }

  async function syncNow() {
    await syncChanges();
    await syncAlerts();
    await sendTests();
    await sendPostTests();
    lastSyncAt = new Date().toISOString();
  }

  async function fireAlert(
    alertId: string,
    fire: { price?: number; delivery?: "delivered" | "failed"; reason?: string } = {},
  ): Promise<FireResult> {
    const watched = alerts.find((alert) => alert.id === alertId);
    const price = fire.price ?? watched?.level ?? 1;
    const text = watched && alertMessageText(watched, price, new Date());
    fireCount += 1;
    const triggerId = `ref-${Date.now().toString(36)}-${fireCount}`;
    const result = await api.call(botEndpoints.reportTrigger, {
      params: { id: alertId },
      body: { triggerId, price, triggeredAt: new Date().toISOString() },
    });
    let delivery = fire.delivery ?? "delivered";
    let reason = fire.reason;
    if (
      delivery === "delivered" &&
      watched?.delivery.kind === "direct-message" &&
      !watched.delivery.discordUserId
    ) {
      delivery = "failed";
      reason = "The owner has not linked a Discord account.";
    }
    if (delivery === "failed") reason ??= "Missing Access";
    await api.call(botEndpoints.reportDelivery, {
      params: { id: alertId, triggerId },
      body:
        delivery === "failed"
          ? { status: "failed", reason: reason ?? "Missing Access" }
          : { status: "delivered" },
    });
    if (result.alertStatus !== "active") alerts = alerts.filter((alert) => alert.id !== alertId);
    log(
      `fired alert ${alertId} at ${price}: ${result.alertStatus}, ${delivery}${reason ? ` (${reason})` : ""}${text ? `: ${text}` : ""}`,
    );
    return { triggerId, alertStatus: result.alertStatus, delivery, ...(text !== undefined && { text }) };
  }

  async function runPost(postId: string, outcome: "delivered" | "failed", reason?: string) {
    const ranAt = new Date().toISOString();
    const body =
      outcome === "failed" ? { ranAt, outcome, reason: reason ?? "Missing Access" } : { ranAt, outcome };
    const result = await api.call(botEndpoints.reportPostRun, { params: { id: postId }, body });
    const state = { lastRunAt: ranAt, ...result };
    posts.set(postId, state);
    log(`post ${postId} ${outcome}${result.paused ? `; paused: ${result.pauseReason}` : ""}`);
    return state;
  }

  /** Satellites to run: active (free, or a slot covers them) and in their server. */
  function runningSatellites() {
    return [...communities.values()]
      .filter((community) => community.status === "connected")
      .flatMap((community) => {
        const members = new Set(satelliteMembers.get(community.guildId));
        return community.satellites.filter((satellite) => satellite.active && members.has(satellite.id));
      });
  }

  async function discover() {
    const discord = options.discord;
    if (!discord) return;
    const present = await botGuildIds(discord);
    for (const guildId of present ?? []) {
      if (guilds.get(guildId)?.present || leftOnCommand.has(guildId)) continue;
      await joinGuild(guildId);
      await syncChanges();
    }
    for (const community of communities.values()) {
      if (community.status !== "connected" || !guilds.get(community.guildId)?.present) continue;
      const applicationIds = await satelliteMemberIds(discord, community.guildId);
      if (!applicationIds) continue;
      const answer = await api.call(botEndpoints.reportSatelliteMembers, {
        params: { guildId: community.guildId },
        body: { applicationIds, at: new Date().toISOString() },
      });
      const members = answer.satellites
        .filter((satellite) => satellite.member)
        .map((satellite) => satellite.id);
      const before = satelliteMembers.get(community.guildId) ?? [];
      if (members.join() !== before.join()) log(`satellites in ${community.name}: ${members.length}`);
      satelliteMembers.set(community.guildId, members);
    }
  }

  async function sendHeartbeats() {
    let sent = 0;
    for (const satellite of runningSatellites()) {
      const beat = { price: prices.next(satellite.symbolId), at: new Date().toISOString() };
      await api.call(botEndpoints.reportHeartbeat, { params: { id: satellite.id }, body: beat });
      heartbeats.set(satellite.id, beat);
      sent += 1;
    }
    return sent;
  }

  /**
   * Reports the prices of the symbols it watches, from the same walk as the satellites' heartbeats, in batches
   * of at most `MAX_REPORTED_PRICES`. A price refused as an implausible jump is logged, not retried.
   */
  async function reportPrices() {
    const symbolIds = [
      ...new Set([
        ...alerts.map((alert) => alert.symbolId),
        ...runningSatellites().map((satellite) => satellite.symbolId),
      ]),
    ];
    const observedAt = new Date().toISOString();
    for (let start = 0; start < symbolIds.length; start += MAX_REPORTED_PRICES) {
      const batch = symbolIds.slice(start, start + MAX_REPORTED_PRICES);
      const answer = await api.call(botEndpoints.reportPrices, {
        body: { prices: batch.map((symbolId) => ({ symbolId, price: prices.next(symbolId), observedAt })) },
      });
      for (const refused of answer.refused) log(`price of ${refused.symbolId} refused: ${refused.message}`);
    }
    return symbolIds.length;
  }

  /**
   * Runs each post that is not paused once the API's `nextRunAt` for it has come (the feed gives the first, each
   * run report's answer the next: the bot computes no schedule). With `postPeriodSecondsOverride`, every post
   * runs that often after the bot first saw it or last ran it instead.
   */
  async function runDuePosts() {
    const now = Date.now();
    const override = options.postPeriodSecondsOverride;
    for (const community of communities.values()) {
      if (community.status !== "connected") continue;
      for (const post of community.scheduledPosts) {
        if (post.paused || posts.get(post.id)?.paused) continue;
        const known = posts.get(post.id);
        if (!known) {
          posts.set(post.id, {
            lastRunAt: override === undefined ? null : new Date(now).toISOString(),
            consecutiveFailures: 0,
            paused: false,
            pauseReason: null,
            nextRunAt: post.nextRunAt,
          });
          if (override !== undefined || !post.nextRunAt || Date.parse(post.nextRunAt) > now) continue;
        }
        const state = posts.get(post.id);
        const due =
          override === undefined
            ? state?.nextRunAt != null && Date.parse(state.nextRunAt) <= now
            : state?.lastRunAt != null && now - Date.parse(state.lastRunAt) >= override * 1000;
        if (!due) continue;
        const text = postMessageText(post, new Date(now));
        if (text) log(`post ${post.id} says: ${text}`);
        await runPost(post.id, "delivered");
      }
    }
  }

  /**
   * Posts a relay message in its channel through the local Discord (`POST /channels/{id}/messages`, the bot's
   * token): the relay's role mentioned, the payload's role named, the chart described in an embed. Without a
   * local Discord it stands in, as the other posts do. Answers why it failed, or undefined when posted.
   */
  async function postRelayMessage(message: BotRelayMessage): Promise<string | undefined> {
    if (!options.discord) return undefined;
    const content = relayMessageText(message);
    const embeds = message.ticker
      ? [
          {
            title: `${message.ticker.label}${message.chart ? ` · ${message.chart}` : ""}`,
            footer: { text: `Relay ${message.relayNumber}` },
          },
        ]
      : [];
    const posted = await discordPost(options.discord, `/channels/${message.channelId}/messages`, {
      content,
      embeds,
    });
    return posted.ok ? undefined : posted.reason;
  }

  async function deliverRelayMessages(): Promise<number> {
    let served = 0;
    for (;;) {
      const page = await api.call(botEndpoints.relayMessages, {
        query: { cursor: relayCursor ?? undefined },
      });
      relayCursor = page.cursor;
      served += page.messages.length;
      const acknowledgements = [];
      for (const message of page.messages) {
        // Served again (the last acknowledgement was lost): posted already, acknowledge only.
        const reason = postedRelayMessages.has(message.id) ? undefined : await postRelayMessage(message);
        if (reason === undefined && !postedRelayMessages.has(message.id)) {
          usage.count(message.guildId, "relay_messages_posted");
        }
        if (reason === undefined) postedRelayMessages.add(message.id);
        acknowledgements.push(
          reason === undefined
            ? { id: message.id, status: "delivered" as const }
            : { id: message.id, status: "failed" as const, reason: reason.slice(0, 300) },
        );
        relayed[reason === undefined ? "delivered" : "failed"] += 1;
        log(`relay ${message.relayNumber} message ${message.id}: ${reason ?? "posted"}`);
      }
      if (acknowledgements.length > 0) {
        await api.call(botEndpoints.acknowledgeRelayMessages, { body: { acknowledgements } });
      }
      if (!page.more) return served;
    }
  }

  async function drainNoticeMessages() {
    const done = await deliverNoticeMessages(api, options.discord, log);
    noticed.sent += done.sent;
    noticed.failed += done.failed;
    return done;
  }

  async function explain(guildId: string, channelId: string, command?: string) {
    const diagnosis = await api.call(diagnosisEndpoints.bot, {
      params: { guildId },
      query: { channelId, command },
    });
    return { diagnosis, reply: explainDiagnosis(diagnosis) };
  }

  async function reportUsage(): Promise<number> {
    let sent = 0;
    for (const { guildId, buckets } of usage.pending()) {
      if (buckets.length === 0) continue;
      await api.call(botEndpoints.reportUsage, { params: { guildId }, body: { buckets } });
      usage.reported(guildId);
      sent += buckets.length;
    }
    return sent;
  }

  function every(seconds: number, what: string, work: () => Promise<unknown>) {
    if (seconds <= 0) return;
    let running = false;
    const tick = guard(what, work);
    timers.push(
      setInterval(async () => {
        if (running) return;
        running = true;
        await tick();
        running = false;
      }, seconds * 1000),
    );
  }

  return {
    state: () => ({
      guilds: [...guilds.values()],
      communities: [...communities.values()],
      cursor,
      alerts,
      posts: Object.fromEntries(posts),
      heartbeats: Object.fromEntries(heartbeats),
      satelliteMembers: Object.fromEntries(satelliteMembers),
      relayCursor,
      relayed: { ...relayed },
      noticed: { ...noticed },
      events: [...events],
      lastSyncAt,
      lastError,
    }),
    syncNow,
    joinGuild,
    leaveGuild,
    fireAlert,
    runPost,
    sendHeartbeats,
    reportPrices,
    discover,
    sendTests,
    sendPostTests,
    runDuePosts,
    deliverRelayMessages,
    deliverNoticeMessages: drainNoticeMessages,
    explain,
    answerCommand(guildId, command) {
      usage.count(guildId, "commands_answered", command);
      log(`answered ${command} in ${guildId}`);
    },
    reportUsage,
    async startUp() {
      for (const guildId of options.guildIds ?? [])
        await guard(`join ${guildId}`, () => joinGuild(guildId))();
      await guard("sync", syncNow)();
      await guard("discover", discover)();
    },
    startLoops() {
      every(options.syncSeconds ?? 5, "sync", syncNow);
      every(options.discoverSeconds ?? 5, "discover", discover);
      every(options.heartbeatSeconds ?? SATELLITE_HEARTBEAT_SECONDS, "heartbeats", sendHeartbeats);
      every(options.priceSeconds ?? 30, "prices", reportPrices);
      every(options.postCheckSeconds ?? 5, "scheduled posts", runDuePosts);
      every(options.relaySeconds ?? 5, "relay messages", deliverRelayMessages);
      every(options.noticeSeconds ?? 5, "notice messages", drainNoticeMessages);
      every(options.usageSeconds ?? 300, "usage", reportUsage);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
    },
  };
}
