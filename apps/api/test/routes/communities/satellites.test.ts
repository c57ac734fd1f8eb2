import { DEFAULT_SYMBOL_IDS, listSymbols } from "@chartbot/symbol-catalogue";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { satellites, subscriptions } from "../../../src/db/schema.js";
import { communitySuite, createCommunity, grantAddon } from "../../support/communities.js";
import { createTestUser, type TestUser } from "../../support/firebase-users.js";

const [BTCUSD, ETHUSD] = DEFAULT_SYMBOL_IDS;
/** Catalogue symbols that need a slot. */
const PAID = listSymbols()
  .map((symbol) => symbol.id)
  .filter((id) => !(DEFAULT_SYMBOL_IDS as readonly string[]).includes(id));

const suite = communitySuite();

const url = (communityId: string) => `/api/communities/${communityId}/satellites`;
const add = (communityId: string, body: object, user?: TestUser) =>
  suite.request("POST", url(communityId), body, user);
const list = (communityId: string, user?: TestUser) =>
  suite.request("GET", url(communityId), undefined, user);
const community = (values: { tickerMode?: "traditional" | "crypto" } = {}) =>
  createCommunity(suite.t.database.db, [suite.ownerId], values);

describe("POST /api/communities/:id/satellites", () => {
  it("adds the two default symbols for free, by id or by ticker", async () => {
    const id = await community();
    const btc = await add(id, { symbolId: BTCUSD });
    expect(btc.statusCode).toBe(201);
    expect(btc.json()).toMatchObject({
      symbolId: BTCUSD,
      ticker: "BTCUSD",
      provider: "CoinGecko",
      free: true,
      active: true,
    });
    const eth = await add(id, { ticker: "ethusd" });
    expect(eth.statusCode).toBe(201);
    expect(eth.json()).toMatchObject({ symbolId: ETHUSD, free: true });
  });

  it("reads a ticker in the community's parsing mode", async () => {
    const crypto = await community({ tickerMode: "crypto" });
    await grantAddon(suite.t.database.db, suite.ownerId, crypto, "price-satellite-bots", { slots: 1 });
    const response = await add(crypto, { ticker: "SOL" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ticker: "SOLUSDT",
      exchange: "binance",
      free: false,
      active: true,
    });
  });

  it("answers 404 ticker_not_found listing suggestions when a ticker names no market", async () => {
    const traditional = await community();
    const response = await add(traditional, { ticker: "BTC" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: "ticker_not_found",
      message: expect.stringMatching(
        /^No market matches "BTC" in traditional mode\. Did you mean BTCUSD \(CoinGecko\), BTCUSDT \(Binance\)/,
      ),
    });
  });

  it("refuses a paid symbol with 402 addon_required naming Price Satellite Bots when the community has no slot", async () => {
    const id = await community();
    const response = await add(id, { symbolId: PAID[0] });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe("addon_required");
    expect(response.json().error.message).toMatch(/Price Satellite Bots is not active in this community/);
  });

  it("uses one slot per paid satellite and answers 409 limit_reached when the slots are used up", async () => {
    const id = await community();
    await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", { slots: 2 });
    await add(id, { symbolId: BTCUSD });
    expect((await add(id, { symbolId: PAID[0] })).statusCode).toBe(201);
    expect((await add(id, { symbolId: PAID[1] })).statusCode).toBe(201);
    const third = await add(id, { symbolId: PAID[2] });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({
      code: "limit_reached",
      message: expect.stringMatching(/All 2 .* slots/),
    });
    expect((await add(id, { symbolId: ETHUSD })).statusCode).toBe(201);
  });

  it("counts slots from every administrator's live subscriptions but not past_due or canceled ones", async () => {
    const id = await createCommunity(suite.t.database.db, [suite.ownerId, suite.strangerId]);
    await grantAddon(suite.t.database.db, suite.strangerId, id, "price-satellite-bots", {
      slots: 1,
      status: "trialing",
    });
    await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", {
      slots: 5,
      status: "past_due",
    });
    await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", {
      slots: 5,
      status: "canceled",
    });
    expect((await add(id, { symbolId: PAID[0] })).statusCode).toBe(201);
    expect((await add(id, { symbolId: PAID[1] })).statusCode).toBe(409);
  });

  it("allows at most 10 paid satellites per community whatever the slots", async () => {
    const id = await community();
    await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", { slots: 15 });
    for (const symbolId of PAID.slice(0, 10)) expect((await add(id, { symbolId })).statusCode).toBe(201);
    const eleventh = await add(id, { symbolId: PAID[10] });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toMatchObject({
      code: "limit_reached",
      message: expect.stringMatching(/at most 10 paid/),
    });
    expect((await add(id, { symbolId: BTCUSD })).statusCode).toBe(201);
  });

  it("answers 409 conflict for a symbol the community already runs", async () => {
    const id = await community();
    await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", { slots: 3 });
    await add(id, { symbolId: BTCUSD });
    await add(id, { symbolId: PAID[0] });
    for (const body of [{ symbolId: BTCUSD }, { ticker: "BTCUSD" }, { symbolId: PAID[0] }]) {
      const response = await add(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json().error.code).toBe("conflict");
    }
  });

  it("lets exactly as many of 15 concurrent paid adds succeed as there are slots", async () => {
    for (const slots of [10, 4]) {
      const id = await community();
      await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", { slots });
      const responses = await Promise.all(PAID.slice(0, 15).map((symbolId) => add(id, { symbolId })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(slots);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15 - slots);
      const rows = await suite.t.database.db.select().from(satellites).where(eq(satellites.communityId, id));
      expect(rows).toHaveLength(slots);
    }
  });

  it("never lets concurrent adds of the same symbol create two satellites", async () => {
    const id = await community();
    const responses = await Promise.all(Array.from({ length: 6 }, () => add(id, { symbolId: BTCUSD })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it.each([
    ["an empty body", {}],
    ["both symbolId and ticker", { symbolId: BTCUSD, ticker: "BTCUSD" }],
    ["a symbolId that is not digits", { symbolId: "btc" }],
    ["a symbolId of a number", { symbolId: 751080 }],
    ["a ticker that cannot be one", { ticker: "BTC USD" }],
    ["a blank ticker", { ticker: "   " }],
    ["an overlong ticker", { ticker: "X".repeat(65) }],
    ["an unknown field", { symbolId: BTCUSD, channel: "x" }],
  ])("answers 400 validation_failed for %s", async (_name, body) => {
    const id = await community();
    const response = await add(id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "validation_failed", message: expect.any(String) } });
  });

  it("answers 400 naming the field for a symbol id that is not in the catalogue", async () => {
    const id = await community();
    const response = await add(id, { symbolId: "123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("symbolId: 123 is not a symbol of the catalogue.");
  });
});

describe("GET /api/communities/:id/satellites", () => {
  it("lists satellites oldest first with the paid slots used, and marks paid ones beyond the slots inactive", async () => {
    const id = await community();
    const subscription = await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", {
      slots: 2,
    });
    await add(id, { symbolId: PAID[0] });
    await add(id, { symbolId: BTCUSD });
    await add(id, { symbolId: PAID[1] });
    const before = (await list(id)).json();
    expect(before.paid).toEqual({ used: 2, slots: 2, limit: 10 });
    expect(
      before.satellites.map((s: { symbolId: string; active: boolean }) => [s.symbolId, s.active]),
    ).toEqual([
      [PAID[0], true],
      [BTCUSD, true],
      [PAID[1], true],
    ]);

    await suite.t.database.db
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.id, subscription));
    const after = (await list(id)).json();
    expect(after.paid).toEqual({ used: 2, slots: 0, limit: 10 });
    expect(after.satellites.map((s: { active: boolean }) => s.active)).toEqual([false, true, false]);
  });
});

describe("DELETE /api/communities/:id/satellites/:satelliteId", () => {
  it("removes a satellite, freeing its slot, and answers 404 the second time", async () => {
    const id = await community();
    await grantAddon(suite.t.database.db, suite.ownerId, id, "price-satellite-bots", { slots: 1 });
    const created = (await add(id, { symbolId: PAID[0] })).json();
    const remove = () => suite.request("DELETE", `${url(id)}/${created.id}`);
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect((await add(id, { symbolId: PAID[1] })).statusCode).toBe(201);
  });

  it("answers 404 for a satellite of another community, even through a community the caller manages", async () => {
    const mine = await community();
    const theirs = await createCommunity(suite.t.database.db, [suite.strangerId]);
    const created = (await add(theirs, { symbolId: BTCUSD }, suite.stranger)).json();
    const response = await suite.request("DELETE", `${url(mine)}/${created.id}`);
    expect(response.statusCode).toBe(404);
    expect((await list(theirs, suite.stranger)).json().satellites).toHaveLength(1);
  });
});

describe("satellites of another account's community", () => {
  it("are invisible: 404 on list, add and remove", async () => {
    const theirs = await createCommunity(suite.t.database.db, [suite.strangerId]);
    const created = (await add(theirs, { symbolId: BTCUSD }, suite.stranger)).json();
    expect((await list(theirs)).statusCode).toBe(404);
    expect((await add(theirs, { symbolId: ETHUSD })).statusCode).toBe(404);
    const remove = await suite.request("DELETE", `${url(theirs)}/${created.id}`);
    expect(remove.statusCode).toBe(404);
    expect(remove.json().error.code).toBe("not_found");
    expect((await list(theirs, suite.stranger)).json().satellites).toHaveLength(1);
  });

  it("answer 403 to an unverified user", async () => {
    const unverified = await createTestUser(suite.t.app.identity.auth, { verified: false });
    const id = await community();
    expect((await list(id, unverified)).statusCode).toBe(403);
    expect((await add(id, { symbolId: BTCUSD }, unverified)).statusCode).toBe(403);
  });
});
