import { normaliseTradingViewChartUrl } from "@chartbot/contracts/layouts";
import { describe, expect, it } from "vitest";
import { tradingviewLayouts } from "../../../src/db/schema.js";
import { communitySuite, createCommunity, grantAddon } from "../../support/communities.js";
import { createTestUser } from "../../support/firebase-users.js";

const suite = communitySuite();

const CHART = "https://www.tradingview.com/chart/AbCd1234/";
const url = (communityId: string, layoutId?: string) =>
  `/api/communities/${communityId}/layouts${layoutId ? `/${layoutId}` : ""}`;
const { request } = suite;

/** A community of `accountId` with TradingView Layouts active. */
async function layoutCommunity(accountId = suite.ownerId): Promise<string> {
  const id = await createCommunity(suite.t.database.db, [accountId]);
  await grantAddon(suite.t.database.db, accountId, id, "tradingview-layouts");
  return id;
}

describe("POST /api/communities/:id/layouts", () => {
  it("saves a layout, dark and normal width unless told otherwise", async () => {
    const id = await layoutCommunity();
    const response = await request("POST", url(id), { label: "BTC daily", url: CHART });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      label: "BTC daily",
      url: CHART,
      theme: "dark",
      wide: false,
      createdAt: expect.any(String),
    });
    const light = await request("POST", url(id), {
      label: "ETH",
      url: "https://tradingview.com/chart/Xy_9-z?symbol=BINANCE%3AETHUSDT",
      theme: "light",
      wide: true,
    });
    expect(light.json()).toMatchObject({ theme: "light", wide: true });
  });

  it("refuses with 402 addon_required naming TradingView Layouts when the add-on is not active there", async () => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId]);
    await grantAddon(suite.t.database.db, suite.ownerId, id, "tradingview-layouts", { status: "canceled" });
    const response = await request("POST", url(id), { label: "x", url: CHART });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({
      code: "addon_required",
      message: expect.stringMatching(/^TradingView Layouts is not active in this community\./),
    });
  });

  it("answers 409 conflict for a label the community already uses, ignoring case", async () => {
    const id = await layoutCommunity();
    await request("POST", url(id), { label: "Scalping", url: CHART });
    const again = await request("POST", url(id), { label: "scalping", url: CHART });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: "conflict",
      message: 'This community already has a layout labelled "scalping".',
    });
    const other = await layoutCommunity();
    expect((await request("POST", url(other), { label: "Scalping", url: CHART })).statusCode).toBe(201);
  });

  it("keeps at most 25 layouts per community, also under concurrent saves", async () => {
    const id = await layoutCommunity();
    await suite.t.database.db
      .insert(tradingviewLayouts)
      .values(Array.from({ length: 20 }, (_, i) => ({ communityId: id, label: `old ${i}`, url: CHART })));
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => request("POST", url(id), { label: `new ${i}`, url: CHART })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().error).toMatchObject({
      code: "limit_reached",
      message: expect.stringMatching(/at most 25/),
    });
    expect((await request("GET", url(id))).json().layouts).toHaveLength(25);
  });

  it.each([
    ["a missing label", { url: CHART }],
    ["a blank label", { label: "  ", url: CHART }],
    ["a label of 51 characters", { label: "x".repeat(51), url: CHART }],
    ["a label with a slash", { label: "a/b", url: CHART }],
    ["a missing url", { label: "x" }],
    ["plain http", { label: "x", url: "http://www.tradingview.com/chart/AbCd1234/" }],
    ["another host", { label: "x", url: "https://evil.example/chart/AbCd1234/" }],
    ["a look-alike host", { label: "x", url: "https://www.tradingview.com.evil.example/chart/AbCd1234/" }],
    ["a subdomain", { label: "x", url: "https://de.tradingview.com/chart/AbCd1234/" }],
    ["credentials", { label: "x", url: "https://user:pw@www.tradingview.com/chart/AbCd1234/" }],
    ["a port", { label: "x", url: "https://www.tradingview.com:8443/chart/AbCd1234/" }],
    ["a path outside /chart/", { label: "x", url: "https://www.tradingview.com/symbols/BTCUSD/" }],
    ["a chart without a layout id", { label: "x", url: "https://www.tradingview.com/chart/" }],
    ["not a URL", { label: "x", url: "tradingview chart" }],
    ["javascript", { label: "x", url: "javascript:alert(1)//www.tradingview.com/chart/a/" }],
    ["a theme that does not exist", { label: "x", url: CHART, theme: "blue" }],
    ["wide as a string", { label: "x", url: CHART, wide: "yes" }],
    ["an unknown field", { label: "x", url: CHART, public: true }],
  ])("answers 400 validation_failed for %s", async (_name, body) => {
    const id = await layoutCommunity();
    const response = await request("POST", url(id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "validation_failed", message: expect.any(String) } });
  });

  it("explains which URLs are accepted", async () => {
    const id = await layoutCommunity();
    const response = await request("POST", url(id), { label: "x", url: "https://example.com/" });
    expect(response.json().error.message).toBe(
      "url: must be a TradingView chart layout URL such as https://www.tradingview.com/chart/AbCd1234/",
    );
  });
});

describe("GET, PATCH and DELETE /api/communities/:id/layouts", () => {
  it("lists layouts by label with the limit", async () => {
    const id = await layoutCommunity();
    const b = (await request("POST", url(id), { label: "b", url: CHART })).json();
    const a = (await request("POST", url(id), { label: "a", url: CHART })).json();
    expect((await request("GET", url(id))).json()).toEqual({ layouts: [a, b], limit: 25 });
  });

  it("changes only the fields sent", async () => {
    const id = await layoutCommunity();
    const created = (await request("POST", url(id), { label: "Swing", url: CHART })).json();
    const response = await request("PATCH", url(id, created.id), { wide: true, theme: "light" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, wide: true, theme: "light" });
    const renamed = await request("PATCH", url(id, created.id), { label: "swing" });
    expect(renamed.json().label).toBe("swing");
  });

  it("refuses to rename a layout to another layout's label", async () => {
    const id = await layoutCommunity();
    await request("POST", url(id), { label: "One", url: CHART });
    const two = (await request("POST", url(id), { label: "Two", url: CHART })).json();
    const response = await request("PATCH", url(id, two.id), { label: "ONE" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("conflict");
  });

  it.each([
    ["an empty body", {}],
    ["a bad url", { url: "https://www.tradingview.com/ideas/" }],
    ["an unknown field", { position: 1 }],
  ])("answers 400 to a change with %s", async (_name, body) => {
    const id = await layoutCommunity();
    const created = (await request("POST", url(id), { label: "L", url: CHART })).json();
    const response = await request("PATCH", url(id, created.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  it("needs the add-on to change a layout but lists and deletes it without", async () => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId]);
    const [layout] = await suite.t.database.db
      .insert(tradingviewLayouts)
      .values({ communityId: id, label: "kept", url: CHART })
      .returning();
    const change = await request("PATCH", url(id, layout?.id), { wide: true });
    expect(change.statusCode).toBe(402);
    expect((await request("GET", url(id))).json().layouts).toHaveLength(1);
    expect((await request("DELETE", url(id, layout?.id))).statusCode).toBe(204);
    expect((await request("DELETE", url(id, layout?.id))).statusCode).toBe(404);
  });

  it("answers 404 for a layout id of another community, even through a community the caller manages", async () => {
    const mine = await layoutCommunity();
    const theirs = await layoutCommunity(suite.strangerId);
    const layout = (await request("POST", url(theirs), { label: "x", url: CHART }, suite.stranger)).json();
    expect((await request("PATCH", url(mine, layout.id), { wide: true })).statusCode).toBe(404);
    expect((await request("DELETE", url(mine, layout.id))).statusCode).toBe(404);
  });

  it("answers 404 on every route for another account's community", async () => {
    const theirs = await layoutCommunity(suite.strangerId);
    const layout = (await request("POST", url(theirs), { label: "x", url: CHART }, suite.stranger)).json();
    for (const [method, path, body] of [
      ["GET", url(theirs), undefined],
      ["POST", url(theirs), { label: "y", url: CHART }],
      ["PATCH", url(theirs, layout.id), { wide: true }],
      ["DELETE", url(theirs, layout.id), undefined],
    ] as const) {
      const response = await request(method, path, body);
      expect(response.statusCode, method).toBe(404);
    }
    expect((await request("GET", url(theirs), undefined, suite.stranger)).json().layouts).toEqual([layout]);
  });

  it("answers 403 to an unverified user", async () => {
    const unverified = await createTestUser(suite.t.app.identity.auth, { verified: false });
    const id = await layoutCommunity();
    expect((await request("GET", url(id), undefined, unverified)).statusCode).toBe(403);
  });
});

describe("normaliseTradingViewChartUrl", () => {
  it("accepts both TradingView hosts with a layout id, with or without a trailing slash and query", () => {
    expect(normaliseTradingViewChartUrl("https://TradingView.com/chart/abc")).toBe(
      "https://tradingview.com/chart/abc",
    );
    expect(normaliseTradingViewChartUrl(`${CHART}?symbol=NASDAQ%3AAAPL`)).toBe(
      `${CHART}?symbol=NASDAQ%3AAAPL`,
    );
    expect(normaliseTradingViewChartUrl("https://www.tradingview.com/chart/a/b/")).toBeUndefined();
  });
});
