import { Writable } from "node:stream";
import { BotChangesSchema, type BotCommunity, BotCommunitySchema } from "@chartbot/contracts/bot";
import { LicensedBotSchema, LicensedBotStateSchema } from "@chartbot/contracts/bot-license";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../../src/app.js";
import { runBotLicenses } from "../../../src/commands/bot-licenses.js";
import { createKeyring, openSecret } from "../../../src/crypto/secret-box.js";
import { licensedBotSealContext } from "../../../src/data/licensed-bots/licensed-bot.js";
import { reencryptSecrets } from "../../../src/data/secrets/reencrypt-secrets.js";
import { addonSlots, communities, communityAdmins, licensedBots } from "../../../src/db/schema.js";
import { botBearer, issueBotToken, waitForFeedWatermark } from "../../support/bot.js";
import { communitySuite, createCommunity, grantAddon, snowflake } from "../../support/communities.js";
import { bearer } from "../../support/firebase-users.js";
import { testConfig } from "../../support/test-app.js";

const suite = communitySuite();
const db = () => suite.t.database.db;
const url = (communityId: string) => `/api/communities/${communityId}/licensed-bot`;
const { request } = suite;

let botToken: string;
beforeAll(async () => {
  botToken = await issueBotToken(db());
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A Discord-shaped bot token of `applicationId`: its first part is the id in base64url. */
function discordToken(applicationId: string, secret = "Zx9-Qw_8erTy7uIo6pAs5dFg4hJ"): string {
  return `${Buffer.from(applicationId).toString("base64url")}.GaBcDe.${secret}`;
}

/** A community of the suite's owner with Bot License active. */
async function licensedCommunity(): Promise<string> {
  const id = await createCommunity(db(), [suite.ownerId]);
  await grantAddon(db(), suite.ownerId, id, "bot-license");
  return id;
}

/** What an admin submits first: a bot with a token. */
function submission(applicationId = snowflake()) {
  return {
    name: "Alpha Charts",
    avatarUrl: "https://cdn.example.com/bots/alpha.png",
    applicationId,
    token: discordToken(applicationId),
  };
}

const guildOf = async (communityId: string) => {
  const [row] = await db().select().from(communities).where(eq(communities.id, communityId));
  return row?.guildId ?? "";
};

const botApiCommunity = async (communityId: string) => {
  const response = await request(
    "GET",
    `/api/bot/v1/communities/${await guildOf(communityId)}`,
    undefined,
    botToken,
  );
  expect(response.statusCode, response.body).toBe(200);
  return BotCommunitySchema.parse(response.json());
};

const staff = async (...argv: string[]) => {
  const lines: string[] = [];
  await runBotLicenses(db(), argv, (line) => lines.push(line));
  return lines;
};

describe("PUT and GET /api/communities/:id/licensed-bot", () => {
  it("answers null before a bot is submitted, then the bot as submitted, with only the token's last four characters", async () => {
    const id = await licensedCommunity();
    const empty = await request("GET", url(id));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ licensedBot: null });

    const bot = submission();
    const saved = await request("PUT", url(id), bot);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(LicensedBotSchema.parse(saved.json())).toEqual({
      name: "Alpha Charts",
      avatarUrl: bot.avatarUrl,
      applicationId: bot.applicationId,
      tokenEnding: bot.token.slice(-4),
      status: "submitted",
      submittedAt: expect.any(String),
      inReviewAt: null,
      liveAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await request("GET", url(id));
    expect(LicensedBotStateSchema.parse(read.json()).licensedBot).toEqual(saved.json());
    for (const response of [saved, read]) expect(response.body).not.toContain(bot.token);

    // Stored sealed, under this community's context only.
    const [row] = await db().select().from(licensedBots).where(eq(licensedBots.communityId, id));
    expect(row?.tokenCiphertext).not.toContain(bot.token);
    const keyring = suite.t.app.config.encryption;
    expect(openSecret(keyring, row?.tokenCiphertext ?? "", licensedBotSealContext(id))).toBe(bot.token);
    expect(() =>
      openSecret(keyring, row?.tokenCiphertext ?? "", licensedBotSealContext(snowflake())),
    ).toThrow();
  });

  it("needs the token the first time, and again when the application changes", async () => {
    const id = await licensedCommunity();
    const { token: _, ...withoutToken } = submission();
    const first = await request("PUT", url(id), withoutToken);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toEqual({
      code: "validation_failed",
      message: "Paste the bot's token: it is needed to submit the bot.",
    });

    await request("PUT", url(id), submission(withoutToken.applicationId));
    const otherApp = await request("PUT", url(id), { ...withoutToken, applicationId: snowflake() });
    expect(otherApp.statusCode).toBe(400);
    expect(otherApp.json().error.message).toMatch(/token of the new application/);
  });

  it("an edit takes the bot back to submitted; the same values again change nothing", async () => {
    const id = await licensedCommunity();
    const bot = submission();
    const saved = LicensedBotSchema.parse((await request("PUT", url(id), bot)).json());
    expect(await staff("set-status", id, "in_review")).toEqual([
      `The licensed bot of community ${id} is in_review now.`,
    ]);
    expect(await staff("set-status", id, "live")).toHaveLength(1);
    const live = LicensedBotSchema.parse((await request("GET", url(id))).json().licensedBot);
    expect(live).toMatchObject({ status: "live", submittedAt: saved.submittedAt });
    expect(Date.parse(live.inReviewAt ?? "")).toBeLessThanOrEqual(Date.parse(live.liveAt ?? ""));

    // Without the token: the saved one stays.
    const { token: _, ...sameWithoutToken } = bot;
    const unchanged = await request("PUT", url(id), sameWithoutToken);
    expect(unchanged.json()).toEqual(live);

    const renamed = LicensedBotSchema.parse(
      (await request("PUT", url(id), { ...sameWithoutToken, name: "Beta Charts", avatarUrl: null })).json(),
    );
    expect(renamed).toMatchObject({
      name: "Beta Charts",
      avatarUrl: null,
      tokenEnding: bot.token.slice(-4),
      status: "submitted",
      inReviewAt: null,
      liveAt: null,
    });
    expect(Date.parse(renamed.submittedAt)).toBeGreaterThanOrEqual(Date.parse(live.liveAt ?? ""));

    const newToken = discordToken(bot.applicationId, "NewSecretPart_of_the_token_wxyz");
    const rekeyed = await request("PUT", url(id), { ...sameWithoutToken, token: newToken });
    expect(rekeyed.json()).toMatchObject({ tokenEnding: "wxyz", status: "submitted" });
  });

  it("refuses what Discord would refuse, naming the field", async () => {
    const id = await licensedCommunity();
    const good = submission();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "x" }, "name"],
      [{ name: "My Discord Bot" }, "name"],
      [{ name: "chart#bot" }, "name"],
      [{ avatarUrl: "http://cdn.example.com/a.png" }, "avatarUrl"],
      [{ avatarUrl: "https://cdn.example.com/a.svg" }, "avatarUrl"],
      [{ avatarUrl: "https://user:pw@cdn.example.com/a.png" }, "avatarUrl"],
      [{ avatarUrl: "not a url" }, "avatarUrl"],
      [{ applicationId: "12345" }, "applicationId"],
      [{ token: "not-a-token" }, "token"],
      // A real-looking token of another application.
      [{ token: discordToken(snowflake()) }, "token"],
      [{ extra: true }, ""],
    ];
    for (const [change, field] of cases) {
      const response = await request("PUT", url(id), { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
      expect(response.json().error.message).toContain(field);
      expect(response.body).not.toContain(good.token);
    }
    expect((await request("GET", url(id))).json()).toEqual({ licensedBot: null });
  });

  it("answers 404 for another admin's community, as for one that does not exist", async () => {
    const id = await licensedCommunity();
    const stranger = suite.stranger;
    expect((await request("GET", url(id), undefined, stranger)).statusCode).toBe(404);
    const put = await request("PUT", url(id), submission(), stranger);
    expect(put.statusCode).toBe(404);
    expect(put.json().error.code).toBe("not_found");
    expect(await db().select().from(licensedBots).where(eq(licensedBots.communityId, id))).toEqual([]);
  });

  it("refuses with 402 addon_required naming Bot License when the add-on is not active there", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    await grantAddon(db(), suite.ownerId, id, "bot-license", { status: "canceled" });
    for (const response of [await request("GET", url(id)), await request("PUT", url(id), submission())]) {
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toEqual({
        code: "addon_required",
        message: expect.stringMatching(/^Bot License is not active in this community\./),
      });
    }
  });

  it("saving a token needs a recent sign-in; edits without one do not", async () => {
    const id = await licensedCommunity();
    const bot = submission();
    await request("PUT", url(id), bot);
    const later = Date.now() + 10 * 60 * 1000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    // Discord's word on the admin stays fresh: only the sign-in is old.
    await db()
      .update(communityAdmins)
      .set({ checkedAt: new Date(later) })
      .where(eq(communityAdmins.communityId, id));
    const withToken = await request("PUT", url(id), bot);
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json().error.code).toBe("recent_sign_in_required");
    const { token: _, ...rename } = { ...bot, name: "Renamed Bot" };
    expect((await request("PUT", url(id), rename)).json()).toMatchObject({ name: "Renamed Bot" });
  });

  it("never writes the token to the logs, even at trace level", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { level: "trace", stream } as { level: string };
    const app = await buildApp(testConfig(), { database: suite.t.database, logger });
    try {
      await app.ready();
      const id = await licensedCommunity();
      const bot = submission();
      const headers = bearer(suite.owner);
      const saved = await app.inject({ method: "PUT", url: url(id), headers, payload: bot });
      expect(saved.statusCode).toBe(200);
      const refused = await app.inject({
        method: "PUT",
        url: url(id),
        headers,
        payload: { ...bot, applicationId: snowflake() },
      });
      expect(refused.statusCode).toBe(400);
      await app.inject({ method: "GET", url: url(id), headers });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join("")).not.toContain(bot.token);
    } finally {
      await app.close();
    }
  });
});

describe("bot-licenses (staff)", () => {
  it("lists the queue and moves bots only forward", async () => {
    const id = await licensedCommunity();
    await request("PUT", url(id), submission());
    expect((await staff("list", "--status", "submitted")).join("\n")).toContain(
      `${id}  submitted  Alpha Charts`,
    );
    await staff("set-status", id, "live");
    const [row] = await db().select().from(licensedBots).where(eq(licensedBots.communityId, id));
    expect(row?.inReviewAt).toEqual(row?.liveAt);
    await expect(staff("set-status", id, "in_review")).rejects.toThrow(/is live already/);
    await expect(staff("set-status", snowflake(), "live")).rejects.toThrow(/community id/);
    await expect(staff("set-status", crypto.randomUUID(), "live")).rejects.toThrow(/has no licensed bot/);
    await expect(staff("set-status", id, "paused")).rejects.toThrow(/must be one of/);
  });
});

describe("the bot API's licensed bot", () => {
  it("gives the bot's configuration, and its token only once it is live", async () => {
    const id = await licensedCommunity();
    expect((await botApiCommunity(id)).licensedBot).toBeNull();
    const bot = submission();
    await request("PUT", url(id), bot);
    const submitted = (await botApiCommunity(id)).licensedBot;
    expect(submitted).toEqual({
      name: bot.name,
      avatarUrl: bot.avatarUrl,
      applicationId: bot.applicationId,
      status: "submitted",
      token: null,
    });
    await staff("set-status", id, "live");
    expect((await botApiCommunity(id)).licensedBot).toMatchObject({ status: "live", token: bot.token });
  });

  it("gives none while Bot License is not active in the community", async () => {
    const id = await licensedCommunity();
    await request("PUT", url(id), submission());
    await staff("set-status", id, "live");
    // The slot is taken away (moved to another community, or the subscription shrank).
    await db().delete(addonSlots).where(eq(addonSlots.communityId, id));
    expect((await botApiCommunity(id)).licensedBot).toBeNull();
  });

  it("the change feed brings the community when its bot is submitted, edited or moved forward", async () => {
    const id = await licensedCommunity();
    const feed = async (cursor?: string) => {
      await waitForFeedWatermark(db());
      let next = cursor;
      const seen: BotCommunity[] = [];
      for (;;) {
        const query = next === undefined ? "" : `?cursor=${encodeURIComponent(next)}`;
        const response = await suite.t.app.inject({
          method: "GET",
          url: `/api/bot/v1/changes${query}`,
          headers: botBearer(botToken),
        });
        const page = BotChangesSchema.parse(response.json());
        seen.push(...page.communities);
        next = page.cursor;
        if (!page.more) return { seen, cursor: next };
      }
    };
    let { cursor } = await feed();
    const expectChanged = async (check: (community: BotCommunity) => void) => {
      const result = await feed(cursor);
      expect(result.seen.map((community) => community.id)).toEqual([id]);
      check(result.seen[0] as BotCommunity);
      cursor = result.cursor;
    };
    const bot = submission();
    await request("PUT", url(id), bot);
    await expectChanged((c) => expect(c.licensedBot).toMatchObject({ status: "submitted", token: null }));
    await staff("set-status", id, "live");
    await expectChanged((c) => expect(c.licensedBot).toMatchObject({ status: "live", token: bot.token }));
    const { token: _, ...rename } = { ...bot, name: "Gamma Charts" };
    await request("PUT", url(id), rename);
    await expectChanged((c) => expect(c.licensedBot).toMatchObject({ name: "Gamma Charts", token: null }));
  });
});

describe("secrets:reencrypt", () => {
  it("re-seals licensed bots' tokens under the new key", async () => {
    const id = await licensedCommunity();
    const bot = submission();
    await request("PUT", url(id), bot);
    const old = suite.t.app.config.encryption;
    const rotated = createKeyring({ id: "rotated", key: Buffer.alloc(32, 7) }, [old.current]);
    const reports = await reencryptSecrets(db(), rotated);
    expect(reports.find((report) => report.table === "licensed_bots")).toMatchObject({ remaining: 0 });
    const [row] = await db().select().from(licensedBots).where(eq(licensedBots.communityId, id));
    expect(row?.tokenCiphertext.startsWith("v2:rotated:")).toBe(true);
    const newOnly = createKeyring(rotated.current);
    expect(openSecret(newOnly, row?.tokenCiphertext ?? "", licensedBotSealContext(id))).toBe(bot.token);
  });
});
