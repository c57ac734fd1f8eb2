import { ALERT_HOLD_MESSAGES } from "@chartbot/contracts/alerts";
import { type BotAlertPage, BotAlertPageSchema } from "@chartbot/contracts/bot";
import { DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../../src/db/schema.js";
import { HOURLY_JOBS } from "../../../src/jobs/hourly-jobs.js";
import { issueBotToken } from "../../support/bot.js";
import { communitySuite } from "../../support/communities.js";

/**
 * Issue 30: a channel alert goes to its channel only while its owner may post there: still linked to Discord,
 * still managing the server (as Discord says, re-checked), still holding Price Alerts. The bot's feed applies
 * the rule as it reads; the dashboard shows the held alert with its reason; the alert comes back by itself.
 */
const suite = communitySuite({ discord: true });
const { request } = suite;
let botToken: string;
beforeAll(async () => {
  botToken = await issueBotToken(suite.t.database.db);
});

const holdJob = HOURLY_JOBS.find((job) => job.name === "hold-channel-alerts");

/** Runs the hourly hold job now, as pg-boss would; its recorded counts. */
async function runHoldJob() {
  if (!holdJob) throw new Error("no hold-channel-alerts job");
  return holdJob.run(suite.t.database.db, new Date(), suite.t.app.log, suite.t.app);
}

/** Every alert id the bot's feed serves now, whole pages followed. */
async function fedAlertIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await request(
      "GET",
      `/api/bot/v1/alerts?limit=1000${cursor ? `&cursor=${cursor}` : ""}`,
      undefined,
      botToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page: BotAlertPage = BotAlertPageSchema.parse(response.json());
    ids.push(...page.symbols.flatMap((symbol) => symbol.alerts.map((alert) => alert.id)));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** The alerts whose "Send test" the bot would perform now. */
async function pendingTestAlertIds(): Promise<string[]> {
  const response = await request("GET", "/api/bot/v1/alert-tests", undefined, botToken);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { alertId: string }[] }).items.map((item) => item.alertId);
}

/** A linked user managing a server with the bot, holding Price Alerts, and a channel alert there. */
async function channelAlertOwner() {
  const owner = await suite.linkedUser();
  const server = await suite.managedCommunity(owner.discordId);
  // Discord's word: the account manages the server (its admin row).
  expect((await request("GET", "/api/discord/servers", undefined, owner.user)).statusCode).toBe(200);
  const [subscription] = await suite.t.database.db
    .insert(subscriptions)
    .values({ accountId: owner.accountId, addonSlug: "price-alerts", status: "active" })
    .returning({ id: subscriptions.id });
  const created = await request(
    "POST",
    "/api/alerts",
    {
      ticker: "EURUSD",
      placement: "below",
      level: 1.01 + Math.random() / 100,
      communityId: server.id,
      channelId: server.channelId,
    },
    owner.user,
  );
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().heldReason).toBeNull();
  const alertId: string = created.json().id;
  const heldReason = async () => {
    const answer = await request("GET", `/api/alerts/${alertId}`, undefined, owner.user);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().heldReason as string | null;
  };
  return { ...owner, server, alertId, subscriptionId: subscription?.id ?? "", heldReason };
}

describe("Channel alerts follow their owner's right to post", () => {
  it("are held once Discord says the owner lost Manage Server or left, and come back when it is regained", async () => {
    const owner = await channelAlertOwner();
    const { discordId, accountId, server, alertId, heldReason } = owner;
    expect(await fedAlertIds()).toContain(alertId);
    const requested = await request("POST", `/api/alerts/${alertId}/test`, undefined, owner.user);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(await pendingTestAlertIds()).toContain(alertId);

    // The owner loses Manage Server and never opens the dashboard again: the hourly job asks Discord.
    suite.discord.world.setMember(server.guildId, discordId, { permissions: "0" });
    // Discord's last word holds for an hour.
    expect(await runHoldJob()).toMatchObject({ rechecked: 0, held: 0 });
    expect(await fedAlertIds()).toContain(alertId);
    await suite.ageAccess(accountId, 61);
    expect(await runHoldJob()).toMatchObject({ rechecked: 1, unanswered: 0 });
    expect(await fedAlertIds()).not.toContain(alertId);
    expect(await heldReason()).toBe("not_server_manager");
    // Nor does a "Send test" reach the channel: the pending one waits, a new one is refused with the reason.
    expect(await pendingTestAlertIds()).not.toContain(alertId);
    const test = await request("POST", `/api/alerts/${alertId}/test`, undefined, owner.user);
    expect(test.statusCode, test.body).toBe(409);
    expect(test.json().error).toEqual({ code: "conflict", message: ALERT_HOLD_MESSAGES.not_server_manager });

    // Manage Server again: the next run gives the alert back, with nothing to edit.
    suite.discord.world.setMember(server.guildId, discordId, {
      permissions: DISCORD_PERMISSIONS.MANAGE_GUILD,
    });
    expect(await runHoldJob()).toMatchObject({ rechecked: 1, unanswered: 0 });
    expect(await heldReason()).toBeNull();
    expect(await fedAlertIds()).toContain(alertId);
    expect(await pendingTestAlertIds()).toContain(alertId);

    // Leaving the server is the same.
    suite.discord.world.setMember(server.guildId, discordId, { present: false });
    await suite.ageAccess(accountId, 61);
    await runHoldJob();
    expect(await heldReason()).toBe("not_server_manager");
    expect(await fedAlertIds()).not.toContain(alertId);
  });

  it("are held at once when the owner unlinks Discord, and by the feed as soon as Price Alerts lapses", async () => {
    const { user, alertId, subscriptionId, heldReason } = await channelAlertOwner();

    // Price Alerts ends: the feed leaves the alert out at once; the stored hold follows within the hour.
    await suite.t.database.db
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.id, subscriptionId));
    expect(await fedAlertIds()).not.toContain(alertId);
    expect(await runHoldJob()).toMatchObject({ held: 1 });
    expect(await heldReason()).toBe("addon_lapsed");
    await suite.t.database.db
      .update(subscriptions)
      .set({ status: "active" })
      .where(eq(subscriptions.id, subscriptionId));
    expect(await fedAlertIds()).toContain(alertId);
    await runHoldJob();
    expect(await heldReason()).toBeNull();

    // Unlinking takes the access that came from Discord: held in the same transaction.
    const unlinked = await request("DELETE", "/api/account/discord", undefined, user);
    expect(unlinked.statusCode, unlinked.body).toBe(204);
    expect(await heldReason()).toBe("discord_unlinked");
    expect(await fedAlertIds()).not.toContain(alertId);

    // Sent to the owner's direct messages instead, it is no longer a channel alert: not held.
    const moved = await request(
      "PATCH",
      `/api/alerts/${alertId}`,
      { communityId: null, channelId: null },
      user,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ delivery: "direct-message", heldReason: null });
    expect(await fedAlertIds()).toContain(alertId);
  });
});
