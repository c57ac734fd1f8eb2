import { TERMS_VERSION } from "@chartbot/contracts/communities";
import { MODE_HELP } from "@chartbot/ticker-parser";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communities, satellites, scheduledPosts } from "../../../src/db/schema.js";
import {
  communitySuite,
  createCommunity,
  ELEVEN_INDICATORS,
  grantAddon,
  snowflake,
} from "../../support/communities.js";
import { bearer, createTestUser, type TestUser } from "../../support/firebase-users.js";

const suite = communitySuite();

const call = (user: TestUser, method: "GET" | "PATCH", url: string, payload?: object) =>
  suite.request(method, url, payload, user);

describe("GET /api/communities", () => {
  it("lists only the communities the caller administers, by name, with counts and active add-ons", async () => {
    const db = suite.t.database.db;
    const floor = await createCommunity(db, [suite.ownerId], {
      name: "Zeta Floor",
      iconUrl: "https://cdn.example/z.png",
    });
    const lounge = await createCommunity(db, [suite.ownerId, suite.strangerId], { name: "Alpha Lounge" });
    await createCommunity(db, [suite.strangerId], { name: "Not Yours" });
    await db.insert(satellites).values({ communityId: floor, symbolId: "751080162300526653" });
    await grantAddon(db, suite.ownerId, floor, "scheduled-posting", { slots: 1 });
    await grantAddon(db, suite.strangerId, floor, "price-satellite-bots", { slots: 3, status: "trialing" });
    await grantAddon(db, suite.ownerId, floor, "tradingview-layouts", { status: "canceled" });
    await grantAddon(db, suite.ownerId, lounge, "advanced-charting", { status: "past_due" });
    await db
      .insert(scheduledPosts)
      .values({ communityId: floor, command: "chart", channelId: snowflake(), periodMinutes: 60 });

    const response = await call(suite.owner, "GET", "/api/communities");
    expect(response.statusCode).toBe(200);
    const { communities } = response.json();
    expect(communities.map((c: { name: string }) => c.name)).toEqual(["Alpha Lounge", "Zeta Floor"]);
    expect(communities[1]).toMatchObject({
      id: floor,
      name: "Zeta Floor",
      iconUrl: "https://cdn.example/z.png",
      counts: { satellites: 1, scheduledPosts: 1, layouts: 0 },
      addons: [
        { slug: "scheduled-posting", name: "Scheduled Posting", slots: 1 },
        { slug: "price-satellite-bots", name: "Price Satellite Bots", slots: 3 },
      ],
    });
    expect(communities[0]).toMatchObject({
      id: lounge,
      addons: [],
      counts: { satellites: 0, scheduledPosts: 0, layouts: 0 },
    });
  });

  it("gives an account without communities an empty list", async () => {
    const loner = await createTestUser(suite.t.app.identity.auth);
    const response = await call(loner, "GET", "/api/communities");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ communities: [] });
  });

  it("answers 401 without a token and 403 email_not_verified for an unverified user", async () => {
    const anonymous = await suite.t.app.inject({ method: "GET", url: "/api/communities" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("unauthenticated");
    const unverified = await createTestUser(suite.t.app.identity.auth, { verified: false });
    const response = await call(unverified, "GET", "/api/communities");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("email_not_verified");
  });
});

describe("GET /api/communities/:id", () => {
  it("returns the settings with their defaults, both ticker modes with the spec's help texts, and the choices", async () => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId], { name: "Defaults" });
    const response = await call(suite.owner, "GET", `/api/communities/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      name: "Defaults",
      tickerMode: "traditional",
      autoDeleteMinutes: null,
      charting: { theme: "dark", timeframe: "1H", chartType: "candles", indicators: [] },
      setupCompletedAt: null,
      acceptedTermsVersion: null,
      addons: [],
      counts: { satellites: 0, scheduledPosts: 0, layouts: 0 },
    });
    expect(body.tickerModes).toEqual([
      { value: "traditional", label: "Traditional", help: MODE_HELP.traditional },
      { value: "crypto", label: "Crypto", help: MODE_HELP.crypto },
    ]);
    expect(body.tickerModes[0].help).toMatch(/NASDAQ and NYSE/);
    expect(body.tickerModes[1].help).toMatch(/quotes/);
    expect(body.options).toMatchObject({
      chartTimeframes: expect.arrayContaining(["1m", "1H", "1D", "1W"]),
      maxChartIndicators: 10,
      autoDeleteMinutes: { min: 1, max: 1440 },
      scheduledPostPeriodMinutes: { min: 5, max: 1440 },
      paidSatellitesPerCommunity: 10,
      scheduledPostsPerCommunity: 100,
    });
  });

  it("answers 404 for another account's community and for one that does not exist, alike", async () => {
    const theirs = await createCommunity(suite.t.database.db, [suite.strangerId]);
    const mine = await call(suite.owner, "GET", `/api/communities/${theirs}`);
    const missing = await call(suite.owner, "GET", "/api/communities/00000000-0000-4000-8000-000000000000");
    expect(mine.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(mine.json()).toEqual(missing.json());
    expect(mine.json().error.code).toBe("not_found");
  });

  it("answers 400 validation_failed for an id that is not a UUID", async () => {
    const response = await call(suite.owner, "GET", "/api/communities/42");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });
});

describe("PATCH /api/communities/:id", () => {
  it("changes only the fields sent and returns the whole settings", async () => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId]);
    const first = await call(suite.owner, "PATCH", `/api/communities/${id}`, {
      tickerMode: "crypto",
      autoDeleteMinutes: 30,
      charting: { timeframe: "4H", indicators: ["RSI", "MACD"] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      tickerMode: "crypto",
      autoDeleteMinutes: 30,
      charting: { theme: "dark", timeframe: "4H", chartType: "candles", indicators: ["RSI", "MACD"] },
    });
    const second = await call(suite.owner, "PATCH", `/api/communities/${id}`, {
      autoDeleteMinutes: null,
      charting: { theme: "light", chartType: "bars" },
    });
    expect(second.json()).toMatchObject({
      tickerMode: "crypto",
      autoDeleteMinutes: null,
      charting: { theme: "light", timeframe: "4H", chartType: "bars", indicators: ["RSI", "MACD"] },
    });
    const read = await call(suite.owner, "GET", `/api/communities/${id}`);
    expect(read.json()).toEqual(second.json());
  });

  it("records when set-up was completed once and which terms were accepted", async () => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId]);
    const done = await call(suite.owner, "PATCH", `/api/communities/${id}`, {
      setupCompleted: true,
      acceptedTermsVersion: TERMS_VERSION,
    });
    expect(done.statusCode).toBe(200);
    const completedAt = done.json().setupCompletedAt;
    expect(Date.parse(completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(done.json().acceptedTermsVersion).toBe(TERMS_VERSION);
    const again = await call(suite.owner, "PATCH", `/api/communities/${id}`, { setupCompleted: true });
    expect(again.json().setupCompletedAt).toBe(completedAt);
  });

  it.each(["1999-01-01", "2025-01-01", "2026-11-22", "9999-12-31", `${TERMS_VERSION} `, ""])(
    "refuses the terms version %j, which was never published, with 400 naming the field, changing nothing",
    async (version) => {
      const id = await createCommunity(suite.t.database.db, [suite.ownerId], {
        acceptedTermsVersion: TERMS_VERSION,
      });
      const [before] = await suite.t.database.db.select().from(communities).where(eq(communities.id, id));
      const response = await call(suite.owner, "PATCH", `/api/communities/${id}`, {
        acceptedTermsVersion: version,
        setupCompleted: true,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: "validation_failed",
        message: `acceptedTermsVersion: must be a published version of the terms of service (the current one is ${TERMS_VERSION})`,
      });
      const [after] = await suite.t.database.db.select().from(communities).where(eq(communities.id, id));
      expect(after).toEqual(before);
    },
  );

  it.each([
    ["an empty body", {}],
    ["an unknown field", { tickerMode: "crypto", colour: "red" }],
    ["an unknown ticker mode", { tickerMode: "degen" }],
    ["auto-delete of 0 minutes", { autoDeleteMinutes: 0 }],
    ["auto-delete above a day", { autoDeleteMinutes: 1441 }],
    ["fractional auto-delete", { autoDeleteMinutes: 1.5 }],
    ["auto-delete as a string", { autoDeleteMinutes: "5" }],
    ["an empty charting object", { charting: {} }],
    ["an unknown timeframe", { charting: { timeframe: "7m" } }],
    ["an unknown chart type", { charting: { chartType: "pie" } }],
    ["an unknown indicator", { charting: { indicators: ["Astrology"] } }],
    ["a repeated indicator", { charting: { indicators: ["RSI", "RSI"] } }],
    ["eleven indicators", { charting: { indicators: ELEVEN_INDICATORS } }],
    ["an unknown charting field", { charting: { theme: "dark", font: "comic" } }],
    ["setupCompleted false", { setupCompleted: false }],
    ["a terms version with spaces", { acceptedTermsVersion: "v 1" }],
  ])("answers 400 validation_failed for %s", async (_name, body) => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId]);
    const response = await call(suite.owner, "PATCH", `/api/communities/${id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "validation_failed", message: expect.any(String) } });
  });

  it("answers 400 for malformed JSON", async () => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId]);
    const response = await suite.t.app.inject({
      method: "PATCH",
      url: `/api/communities/${id}`,
      headers: { ...bearer(suite.owner), "content-type": "application/json" },
      payload: '{"tickerMode": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
  });

  it("answers 404 for another account's community and leaves it unchanged", async () => {
    const theirs = await createCommunity(suite.t.database.db, [suite.strangerId]);
    const response = await call(suite.owner, "PATCH", `/api/communities/${theirs}`, { tickerMode: "crypto" });
    expect(response.statusCode).toBe(404);
    const read = await call(suite.stranger, "GET", `/api/communities/${theirs}`);
    expect(read.json().tickerMode).toBe("traditional");
  });

  it("answers 403 email_not_verified to an unverified user", async () => {
    const unverified = await createTestUser(suite.t.app.identity.auth, { verified: false });
    const id = await createCommunity(suite.t.database.db, [suite.ownerId]);
    const response = await call(unverified, "PATCH", `/api/communities/${id}`, { tickerMode: "crypto" });
    expect(response.statusCode).toBe(403);
  });
});

describe("the OpenAPI document", () => {
  it("documents every community route with its add-on error", async () => {
    const response = await suite.t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<string, { responses: object; summary: string }>
    >;
    const expected = {
      "/api/communities": ["get"],
      "/api/communities/{id}": ["get", "patch"],
      "/api/communities/{id}/satellites": ["get", "post"],
      "/api/communities/{id}/satellites/{satelliteId}": ["delete"],
      "/api/communities/{id}/scheduled-posts": ["get", "post"],
      "/api/communities/{id}/scheduled-posts/{postId}": ["patch", "delete"],
      "/api/communities/{id}/layouts": ["get", "post"],
      "/api/communities/{id}/layouts/{layoutId}": ["patch", "delete"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) {
        const operation = paths[path]?.[method];
        expect(operation?.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain("404");
      }
    }
    expect(Object.keys(paths["/api/communities/{id}/scheduled-posts"]?.post?.responses ?? {})).toContain(
      "402",
    );
  });
});
