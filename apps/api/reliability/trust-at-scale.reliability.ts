import { REPORTED_TIME_SKEW_MINUTES } from "@chartbot/contracts/bot";
import { TERMS_VERSION } from "@chartbot/contracts/communities";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { satellites } from "../src/db/schema.js";
import { createCommunity, insertScheduledPost } from "../test/support/communities.js";
import { EMBEDDED_INTERNAL_WEBHOOKS } from "../test/support/embedded-ipv4-webhooks.js";
import { fingerprintDatabase } from "./support/database-state.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { grantPriceAlerts } from "./support/owned-resources.js";
import { answerShapeProblem, type JsonAnswer } from "./support/send-json.js";
import { type SignedInApi, startSignedInApi } from "./support/signed-in-api.js";

/**
 * Issue 30, "Trust at scale": what a signed-in user or the bot's token can make the API store, attacked over
 * HTTP against an API process. Every refused request is a 4xx in the error shape naming the field, and leaves
 * every row of every table as it was (fingerprints); then one good request shows the route still takes it.
 */

const [BTCUSD = ""] = DEFAULT_SYMBOL_IDS;

let api: SignedInApi;

beforeAll(async () => {
  api = await startSignedInApi("trust at scale");
  await grantPriceAlerts(api.checks.db, api.accountId);
});
afterAll(async () => {
  await api?.stop();
});

const send: SignedInApi["send"] = (...request) => api.send(...request);
const dashboard = () => api.dashboard();
const bot = () => api.bot();
/** An ISO time this many minutes from now. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Creates an alert through the dashboard's route; its id. */
async function createAlert(body: Record<string, unknown>): Promise<string> {
  const created = await send("POST", "/api/alerts", dashboard(), { ticker: "AAPL", ...body });
  expect(created.status, created.text).toBe(201);
  return created.json().id as string;
}

/**
 * Collects refusals: each answer must have `status`, the error shape, the code and a message that `message`
 * matches; the statuses are kept for the figures.
 */
function refusals() {
  const statuses: number[] = [];
  return {
    statuses,
    async expect(where: string, answer: Promise<JsonAnswer>, status: number, code: string, message: RegExp) {
      const response = await answer;
      statuses.push(response.status);
      expect(response.status, `${where}: ${response.text}`).toBe(status);
      expect(answerShapeProblem(response), where).toBeUndefined();
      expect(response.json().error?.code, where).toBe(code);
      expect(response.json().error?.message, where).toMatch(message);
    },
    figures: () => ({
      requests: statuses.length,
      statuses: formatTally(tally(statuses)),
      "5xx": statuses.filter((value) => value >= 500).length,
    }),
  };
}

describe("Webhook addresses", () => {
  it("refuses every IPv6 form of an internal IPv4 address at alert create and edit with 400 naming webhookUrl, and stores nothing", async (context) => {
    const alertId = await createAlert({ placement: "above", level: 10 });
    const before = await fingerprintDatabase(api.checks.db);
    const refused = refusals();
    for (const [webhookUrl, reason] of EMBEDDED_INTERNAL_WEBHOOKS) {
      const message = new RegExp(`^webhookUrl: .*${reason.source}`);
      await refused.expect(
        `create with ${webhookUrl}`,
        send("POST", "/api/alerts", dashboard(), {
          ticker: "AAPL",
          placement: "above",
          level: 11,
          webhookUrl,
        }),
        400,
        "validation_failed",
        message,
      );
      await refused.expect(
        `edit with ${webhookUrl}`,
        send("PATCH", `/api/alerts/${alertId}`, dashboard(), { webhookUrl }),
        400,
        "validation_failed",
        message,
      );
    }
    expect(await fingerprintDatabase(api.checks.db)).toEqual(before);
    // A public address is still taken: the refusals are the addresses', not the route's.
    const publicHook = await send("PATCH", `/api/alerts/${alertId}`, dashboard(), {
      webhookUrl: "https://93.184.216.34/hook",
    });
    expect(publicHook.status, publicHook.text).toBe(200);
    recordFigures(context, "Webhook addresses", {
      addresses: EMBEDDED_INTERNAL_WEBHOOKS.length,
      ...refused.figures(),
    });
  });
});

describe("Bot report times", () => {
  it(`refuses a trigger, post run or heartbeat dated over ${REPORTED_TIME_SKEW_MINUTES} minutes ahead or before its row was created with 400 naming the field, and stores nothing`, async (context) => {
    const alertId = await createAlert({ placement: "above", level: 20, cooldownMinutes: 5 });
    const communityId = await createCommunity(api.checks.db, [api.accountId]);
    const post = await insertScheduledPost(api.checks.db, communityId);
    const [satellite] = await api.checks.db
      .insert(satellites)
      .values({ communityId, symbolId: BTCUSD })
      .returning({ id: satellites.id });
    if (!satellite) throw new Error("satellite insert returned no row");
    let key = 0;
    const kinds = [
      {
        field: "triggeredAt",
        thing: "alert",
        accepted: 201,
        send: (at: string) =>
          send("POST", `/api/bot/v1/alerts/${alertId}/triggers`, bot(), {
            triggerId: `t-${++key}`,
            price: 21,
            triggeredAt: at,
          }),
      },
      {
        field: "ranAt",
        thing: "scheduled post",
        accepted: 200,
        send: (at: string) =>
          send("POST", `/api/bot/v1/scheduled-posts/${post.id}/runs`, bot(), {
            ranAt: at,
            outcome: "delivered",
          }),
      },
      {
        field: "at",
        thing: "satellite",
        accepted: 204,
        send: (at: string) =>
          send("POST", `/api/bot/v1/satellites/${satellite.id}/heartbeats`, bot(), { price: 97_000, at }),
      },
    ];
    const times = [
      // Ahead of the API's clock (the 9999 report would otherwise block every later one).
      ...["9999-12-31T23:59:59.999Z", "2100-01-01T00:00:00Z", inMinutes(REPORTED_TIME_SKEW_MINUTES + 1)].map(
        (at) => ({ at, refusal: (field: string) => `${field}: must not be in the future` }),
      ),
      // Before the row existed.
      ...[inMinutes(-60), inMinutes(-(REPORTED_TIME_SKEW_MINUTES + 1)), "2000-01-01T00:00:00Z"].map((at) => ({
        at,
        refusal: (field: string, thing: string) => `${field}: must not be before the ${thing} was created`,
      })),
    ];
    const before = await fingerprintDatabase(api.checks.db);
    const refused = refusals();
    for (const kind of kinds) {
      for (const { at, refusal } of times) {
        await refused.expect(
          `${kind.field} ${at}`,
          kind.send(at),
          400,
          "validation_failed",
          new RegExp(`^${refusal(kind.field, kind.thing)}`),
        );
      }
    }
    expect(await fingerprintDatabase(api.checks.db)).toEqual(before);
    // Nothing refused stands in the way: a report of now is recorded for each.
    for (const kind of kinds) {
      const now = await kind.send(inMinutes(0));
      expect(now.status, `${kind.field} now: ${now.text}`).toBe(kind.accepted);
    }
    recordFigures(context, "Bot report times", {
      "times per report": times.length,
      ...refused.figures(),
    });
  });
});

describe("Trigger prices", () => {
  it("refuses a trigger whose price misses an above or below alert's level with 409, and stores nothing", async (context) => {
    const above = await createAlert({ placement: "above", level: 100 });
    const below = await createAlert({ placement: "below", level: 100 });
    const cases = [
      { alertId: above, prices: [99.99, 50, 0.01], words: "at or above" },
      { alertId: below, prices: [100.01, 150, 1e9], words: "at or below" },
    ];
    const before = await fingerprintDatabase(api.checks.db);
    const refused = refusals();
    for (const { alertId, prices, words } of cases) {
      for (const price of prices) {
        await refused.expect(
          `${words} 100 at ${price}`,
          send("POST", `/api/bot/v1/alerts/${alertId}/triggers`, bot(), {
            triggerId: `miss-${price}`,
            price,
            triggeredAt: inMinutes(0),
          }),
          409,
          "conflict",
          new RegExp(`^price: ${price} is not ${words} the alert's level of 100`),
        );
      }
    }
    expect(await fingerprintDatabase(api.checks.db)).toEqual(before);
    // The level itself meets either condition, and is recorded.
    for (const { alertId } of cases) {
      const met = await send("POST", `/api/bot/v1/alerts/${alertId}/triggers`, bot(), {
        triggerId: "at-level",
        price: 100,
        triggeredAt: inMinutes(0),
      });
      expect(met.status, met.text).toBe(201);
    }
    recordFigures(context, "Trigger prices", refused.figures());
  });
});

describe("Terms versions", () => {
  it("refuses a terms version Chartbot never published with 400 naming acceptedTermsVersion, and stores nothing", async (context) => {
    const communityId = await createCommunity(api.checks.db, [api.accountId], {
      acceptedTermsVersion: TERMS_VERSION,
    });
    const versions = ["1999-01-01", "2025-01-01", "2026-11-22", "9999-12-31", "1.0", `${TERMS_VERSION}x`, ""];
    const before = await fingerprintDatabase(api.checks.db);
    const refused = refusals();
    for (const acceptedTermsVersion of versions) {
      await refused.expect(
        `terms version ${JSON.stringify(acceptedTermsVersion)}`,
        send("PATCH", `/api/communities/${communityId}`, dashboard(), {
          acceptedTermsVersion,
          setupCompleted: true,
        }),
        400,
        "validation_failed",
        /^acceptedTermsVersion: must be a published version of the terms of service/,
      );
    }
    expect(await fingerprintDatabase(api.checks.db)).toEqual(before);
    const current = await send("PATCH", `/api/communities/${communityId}`, dashboard(), {
      acceptedTermsVersion: TERMS_VERSION,
    });
    expect(current.status, current.text).toBe(200);
    recordFigures(context, "Terms versions", { versions: versions.length, ...refused.figures() });
  });
});
