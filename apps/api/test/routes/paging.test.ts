import { randomUUID } from "node:crypto";
import type { AlertStatus } from "@chartbot/contracts/alerts";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts } from "../../src/db/schema.js";
import { createTestAccount } from "../support/accounts.js";
import { bearer, type TestUser } from "../support/firebase-users.js";
import { request } from "../support/request.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Listed = { id: string; status?: string; revokedAt?: string | null };
type PageReply = { items: Listed[]; nextCursor: string | null; counts?: Record<AlertStatus, number> };

/** GETs one page and checks it is a page. */
async function page(user: TestUser, path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    ),
  );
  const response = await request(t.app, "GET", `${path}?${params}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PageReply;
}

/** Follows nextCursor to the end, calling `between` after each page; returns the pages' items in order. */
async function allPages(
  user: TestUser,
  path: string,
  query: Record<string, string | number | undefined>,
  between: (pageIndex: number) => Promise<void> = async () => {},
) {
  const items: Listed[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  for (let index = 0; index < 100; index += 1) {
    const reply = await page(user, path, { ...query, cursor });
    items.push(...reply.items);
    sizes.push(reply.items.length);
    if (reply.nextCursor === null) return { items, sizes };
    cursor = reply.nextCursor;
    await between(index);
  }
  throw new Error("more than 100 pages");
}

/** Stores alerts for the account directly, created at the given PostgreSQL timestamps (microseconds kept). */
async function storeAlerts(accountId: string, rows: { createdAt?: string; status?: AlertStatus }[]) {
  const inserted = await t.database.db
    .insert(alerts)
    .values(
      rows.map((row, index) => ({
        accountId,
        tickerInput: "BTCUSD",
        symbolId: DEFAULT_SYMBOL_IDS[0] ?? "",
        placement: "above" as const,
        level: 1000 + index,
        status: row.status ?? "triggered",
        ...(row.createdAt && { createdAt: sql`${row.createdAt}::timestamptz` }),
      })),
    )
    .returning({ id: alerts.id });
  return inserted.map((row) => row.id);
}

/** The account's alert ids in the list's order, straight from the database. */
async function idsInOrder(accountId: string, statuses?: AlertStatus[]) {
  const rows = await t.database.db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.accountId, accountId), statuses && inArray(alerts.status, statuses)))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return rows.map((row) => row.id);
}

describe("GET /api/alerts: paging", () => {
  it("pages newest first with no repeat or gap while alerts are created and deleted between requests", async () => {
    const user = await createTestAccount(t);
    await storeAlerts(
      user.accountId,
      Array.from({ length: 13 }, (_, i) => ({
        createdAt: `2025-01-01T00:00:${String(i).padStart(2, "0")}Z`,
      })),
    );
    const before = await idsInOrder(user.accountId);
    const deleted: string[] = [];
    const { items, sizes } = await allPages(user, "/api/alerts", { limit: 4 }, async (index) => {
      // New alerts (newer than all) and the deletion of the page's last row, the cursor's own row.
      await storeAlerts(user.accountId, [{ status: "active" }, { status: "paused" }]);
      const cursorRow = before[index * 4 + 3] as string;
      await t.database.db.delete(alerts).where(eq(alerts.id, cursorRow));
      deleted.push(cursorRow);
    });
    expect(sizes).toEqual([4, 4, 4, 1]);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(before);
    // The rows deleted after being listed are gone from a fresh listing; the new ones lead it.
    const fresh = await allPages(user, "/api/alerts", { limit: 100 });
    expect(fresh.items.map((item) => item.id)).toEqual(await idsInOrder(user.accountId));
    expect(fresh.items.map((item) => item.id)).not.toEqual(expect.arrayContaining(deleted));
    expect(
      fresh.items.slice(0, 6).every((item) => item.status === "active" || item.status === "paused"),
    ).toBe(true);
  });

  it("keeps alerts created in the same microsecond and the same millisecond apart, by id", async () => {
    const user = await createTestAccount(t);
    await storeAlerts(user.accountId, [
      ...Array.from({ length: 7 }, () => ({ createdAt: "2025-02-01T10:00:00.123456Z" })),
      { createdAt: "2025-02-01T10:00:00.123001Z" },
      { createdAt: "2025-02-01T10:00:00.123999Z" },
      { createdAt: "2025-02-01T10:00:00.123455Z" },
    ]);
    for (const limit of [1, 2, 3]) {
      const { items } = await allPages(user, "/api/alerts", { limit });
      expect(
        items.map((item) => item.id),
        `limit ${limit}`,
      ).toEqual(await idsInOrder(user.accountId));
    }
  });

  it("pages the open and the closed alerts apart, with the counts of every status on each page", async () => {
    const user = await createTestAccount(t);
    const statuses: AlertStatus[] = ["active", "paused", "triggered", "canceled", "expired"];
    await storeAlerts(
      user.accountId,
      Array.from({ length: 17 }, (_, i) => ({ status: statuses[i % statuses.length] as AlertStatus })),
    );
    const open = await allPages(user, "/api/alerts", { status: "open", limit: 2 });
    const closed = await allPages(user, "/api/alerts", { status: "closed", limit: 3 });
    expect(open.items.map((item) => item.id)).toEqual(await idsInOrder(user.accountId, ["active", "paused"]));
    expect(closed.items.map((item) => item.id)).toEqual(
      await idsInOrder(user.accountId, ["triggered", "canceled", "expired"]),
    );
    expect(open.items.length + closed.items.length).toBe(17);

    const first = await page(user, "/api/alerts", { status: "closed", limit: 1 });
    expect(first.counts).toEqual({ active: 4, paused: 4, triggered: 3, canceled: 3, expired: 3 });
    const second = await page(user, "/api/alerts", { status: "open", limit: 1 });
    expect(second.counts).toEqual(first.counts);
  });

  it("gives 50 alerts by default and at most 100, with no cap beyond that", async () => {
    const user = await createTestAccount(t);
    await storeAlerts(
      user.accountId,
      Array.from({ length: 151 }, () => ({})),
    );
    const first = await page(user, "/api/alerts");
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const { sizes, items } = await allPages(user, "/api/alerts", { limit: 100 });
    expect(sizes).toEqual([100, 51]);
    expect(new Set(items.map((item) => item.id)).size).toBe(151);
    expect((await page(user, "/api/alerts", { limit: 1 })).items).toHaveLength(1);
  });

  it.each(["0", "101", "-1", "1.5", "ten", "", "1e1"])(
    "refuses the limit %j with 400 validation_failed",
    async (limit) => {
      const user = await createTestAccount(t);
      const response = await request(t.app, "GET", `/api/alerts?limit=${encodeURIComponent(limit)}`, {
        as: user,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: "validation_failed",
        message: expect.stringMatching(/^limit: /),
      });
    },
  );
});

describe("GET /api/alerts: the cursor", () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  it("is opaque text that says nothing readable about the row", async () => {
    const user = await createTestAccount(t);
    await storeAlerts(user.accountId, [{}, {}]);
    const { items, nextCursor } = await page(user, "/api/alerts", { limit: 1 });
    expect(nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(nextCursor).not.toContain(items[0]?.id);
  });

  it("refuses a cursor it did not give out, or one of another list or filter, with 400 and a clear message", async () => {
    const user = await createTestAccount(t);
    await storeAlerts(user.accountId, [{ status: "active" }, { status: "active" }, { status: "expired" }]);
    const { nextCursor: openCursor } = await page(user, "/api/alerts", { status: "open", limit: 1 });
    await t.app.inject({
      method: "POST",
      url: "/api/trading/tokens",
      headers: bearer(user),
      payload: { label: "a" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/trading/tokens",
      headers: bearer(user),
      payload: { label: "b" },
    });
    const { nextCursor: tokenCursor } = await page(user, "/api/trading/tokens", { limit: 1 });
    const valid = { v: 1, s: "alerts:all", t: "2025-01-01T00:00:00.000000Z", i: randomUUID() };
    const refused: Record<string, string> = {
      garbage: "abc!",
      "not JSON": Buffer.from("hello").toString("base64url"),
      "empty object": encode({}),
      "other version": encode({ ...valid, v: 2 }),
      "bad id": encode({ ...valid, i: "1; drop table alerts" }),
      "bad time": encode({ ...valid, t: "2025-13-45T99:00:00.000000Z" }),
      "millisecond time": encode({ ...valid, t: "2025-01-01T00:00:00.000Z" }),
      "extra field": encode({ ...valid, x: 1 }),
      "open filter's cursor": openCursor ?? "",
      "tokens' cursor": tokenCursor ?? "",
      "over-long": "a".repeat(201),
    };
    for (const [kind, cursor] of Object.entries(refused)) {
      const response = await request(t.app, "GET", `/api/alerts?cursor=${encodeURIComponent(cursor)}`, {
        as: user,
      });
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().error.code, kind).toBe("validation_failed");
      expect(response.json().error.message, kind).toMatch(/^cursor: /);
    }
    // A well-formed cursor of this list is taken, whichever row it names.
    expect(
      (await request(t.app, "GET", `/api/alerts?cursor=${encode(valid)}`, { as: user })).statusCode,
    ).toBe(200);
    expect((await request(t.app, "GET", "/api/alerts?cursor=abc!", { as: user })).json().error.message).toBe(
      "cursor: is not a cursor this list gave out; use a page's nextCursor as it is, or leave cursor out for the first page.",
    );
  });
});

describe("GET /api/trading/tokens: paging", () => {
  const create = (user: TestUser, label: string) =>
    request(t.app, "POST", "/api/trading/tokens", { as: user, body: { label } });
  const revoke = (user: TestUser, id: string) =>
    request(t.app, "DELETE", `/api/trading/tokens/${id}`, { as: user });

  it("lists the active tokens in one page and pages the revoked ones, however many pile up", async () => {
    const user = await createTestAccount(t);
    const revokedIds: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 10; i += 1) {
        const created = await create(user, `token ${round}-${i}`);
        expect(created.statusCode).toBe(201);
        if (round < 2 || i < 6) {
          expect((await revoke(user, created.json().id)).statusCode).toBe(204);
          revokedIds.push(created.json().id);
        }
      }
    }
    const active = await page(user, "/api/trading/tokens", { status: "active" });
    expect(active.items).toHaveLength(4);
    expect(active.nextCursor).toBeNull();
    expect(active.items.every((token) => token.revokedAt === null)).toBe(true);

    let revokedMore: string | undefined;
    const revoked = await allPages(user, "/api/trading/tokens", { status: "revoked", limit: 7 }, async () => {
      // A token revoked between pages joins the list by its creation time: before this page, so not repeated.
      if (!revokedMore) {
        revokedMore = active.items[0]?.id;
        await revoke(user, revokedMore ?? "");
      }
    });
    expect(revoked.sizes).toEqual([7, 7, 7, 5]);
    expect(revoked.items.every((token) => token.revokedAt !== null)).toBe(true);
    expect(revoked.items.map((token) => token.id)).toEqual([...revokedIds].reverse());

    const all = await allPages(user, "/api/trading/tokens", { limit: 100 });
    expect(all.items).toHaveLength(30);
    expect((await page(user, "/api/trading/tokens", { status: "revoked", limit: 100 })).items).toHaveLength(
      27,
    );
  });

  it("refuses a bad status, limit or cursor with 400 validation_failed", async () => {
    const user = await createTestAccount(t);
    for (const query of ["status=expired", "limit=0", "limit=101", "cursor=%21%21"]) {
      const response = await request(t.app, "GET", `/api/trading/tokens?${query}`, { as: user });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe("validation_failed");
    }
  });
});
