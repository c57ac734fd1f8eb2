import { AlertHistoryPageSchema } from "@chartbot/contracts/alerts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAccount } from "../../support/accounts.js";
import { issueBotToken } from "../../support/bot.js";
import type { TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let botToken = "";
beforeAll(async () => {
  t = await createTestApp();
  botToken = await issueBotToken(t.database.db, "alert history test");
});
afterAll(() => t?.close());

const createAlert = async (user: TestUser, body: object) => {
  const response = await request(t.app, "POST", "/api/alerts", { as: user, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};
const start = Date.now();
/** The bot reports that the alert fired at `price`, `seconds` after the test began. */
async function fire(alertId: string, triggerId: string, price: number, seconds: number) {
  const triggeredAt = new Date(start + seconds * 1000).toISOString();
  const response = await request(t.app, "POST", `/api/bot/v1/alerts/${alertId}/triggers`, {
    as: botToken,
    body: { triggerId, price, triggeredAt },
  });
  expect(response.statusCode, response.body).toBe(201);
}
async function report(alertId: string, triggerId: string, body: object) {
  const path = `/api/bot/v1/alerts/${alertId}/triggers/${triggerId}/delivery`;
  expect((await request(t.app, "PUT", path, { as: botToken, body })).statusCode).toBe(200);
}
/** One page of the user's history; its answer checked against the contract. */
async function history(user: TestUser, query = "") {
  const response = await request(t.app, "GET", `/api/alerts/history${query}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return AlertHistoryPageSchema.parse(response.json());
}
/** Every trigger of the history under `query`, following the cursors: (alert, price) pairs. */
async function everyTrigger(user: TestUser, query: string) {
  const seen: [string, number][] = [];
  let cursor: string | null = null;
  do {
    const page = await history(user, `?limit=2${query}${cursor ? `&cursor=${cursor}` : ""}`);
    seen.push(...page.items.map((item): [string, number] => [item.alert.id, item.price]));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe("GET /api/alerts/history", () => {
  it("lists every trigger of the account's alerts newest first, with its alert, filtered and paged", async () => {
    const user = await createTestAccount(t);
    const stranger = await createTestAccount(t);
    const nvda = await createAlert(user, {
      ticker: "NVDA",
      placement: "below",
      level: 50,
      cooldownMinutes: 60,
    });
    const aapl = await createAlert(user, { ticker: "AAPL", placement: "above", level: 500 });
    const theirs = await createAlert(stranger, { ticker: "NVDA", placement: "below", level: 60 });
    expect((await history(user)).items).toEqual([]);

    await fire(nvda.id, "n-1", 49, 1);
    await fire(aapl.id, "a-1", 501, 2);
    await fire(theirs.id, "s-1", 59, 3);
    await fire(nvda.id, "n-2", 48, 4);
    await report(nvda.id, "n-1", { status: "delivered" });
    await report(nvda.id, "n-2", { status: "failed", reason: "Cannot send messages to this user" });

    const all = await history(user);
    expect(all.items.map((item) => [item.alert.ticker, item.price, item.delivery])).toEqual([
      ["NVDA", 48, "failed"],
      ["AAPL", 501, "pending"],
      ["NVDA", 49, "delivered"],
    ]);
    expect(all.items[0]).toMatchObject({
      failureReason: "Cannot send messages to this user",
      alert: { id: nvda.id, placement: "below", level: 50, delivery: "direct-message", status: "active" },
    });
    expect(all.items[1]?.alert).toMatchObject({
      id: aapl.id,
      status: "triggered",
      symbol: { ticker: "AAPL" },
    });
    expect(all.nextCursor).toBeNull();

    // Pages of two, with each filter: the cursor walks the filtered list.
    expect(await everyTrigger(user, "")).toEqual([
      [nvda.id, 48],
      [aapl.id, 501],
      [nvda.id, 49],
    ]);
    expect(await everyTrigger(user, `&alertId=${nvda.id}`)).toEqual([
      [nvda.id, 48],
      [nvda.id, 49],
    ]);
    expect(await everyTrigger(user, "&status=pending")).toEqual([[aapl.id, 501]]);
    expect(await everyTrigger(user, "&delivery=direct-message&status=delivered")).toEqual([[nvda.id, 49]]);
    expect(await everyTrigger(user, "&delivery=webhook")).toEqual([]);
    // Another account's alert is not this account's history, even by its id.
    expect(await everyTrigger(user, `&alertId=${theirs.id}`)).toEqual([]);
    expect(await everyTrigger(stranger, "")).toEqual([[theirs.id, 59]]);
  });

  it("refuses a bad filter or another list's cursor with 400 naming it", async () => {
    const user = await createTestAccount(t);
    const alert = await createAlert(user, {
      ticker: "MSFT",
      placement: "above",
      level: 900,
      cooldownMinutes: 60,
    });
    for (const [seconds, id] of [
      [1, "m-1"],
      [2, "m-2"],
    ] as const) {
      await fire(alert.id, id, 901, seconds);
    }
    const first = await history(user, "?limit=1");
    const bad = async (query: string, field: RegExp) => {
      const response = await request(t.app, "GET", `/api/alerts/history${query}`, { as: user });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(field);
    };
    await bad("?status=lost", /status/);
    await bad("?delivery=pigeon", /delivery/);
    await bad("?alertId=42", /alertId/);
    // The first page's cursor belongs to the unfiltered history, not to one alert's.
    await bad(`?alertId=${alert.id}&cursor=${first.nextCursor}`, /cursor/);
  });
});
