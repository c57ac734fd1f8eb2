import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../../src/data/bot-tokens/bot-tokens.js";
import { accounts, botGuilds } from "../../src/db/schema.js";
import { controlCharacterPath } from "../../src/plugins/control-characters.js";
import { accountIdOf, communitySuite, snowflake } from "../support/communities.js";
import { bearer, createTestUser } from "../support/firebase-users.js";
import { request } from "../support/request.js";

describe("controlCharacterPath", () => {
  it("finds a control character in any string or key, however deep, and names where", () => {
    expect(controlCharacterPath("a\u0000b")).toEqual([]);
    expect(controlCharacterPath({ a: [{ b: "ok" }, { c: "x\u001by" }] })).toEqual(["a", 1, "c"]);
    expect(controlCharacterPath({ "k\u007f": 1 })).toEqual(["k\u007f"]);
    expect(controlCharacterPath(["\u0085"])).toEqual([0]);
  });

  it("lets tab, line feed and carriage return through (multi-line messages), and every other text", () => {
    expect(controlCharacterPath({ message: "Line one\r\nLine\ttwo" })).toBeUndefined();
    expect(
      controlCharacterPath({ name: "Ünïcödé 📈 \u00a0\u200b\u2028", n: 1, b: true, z: null }),
    ).toBeUndefined();
  });
});

describe("every route refuses control characters with 400 and stores nothing", () => {
  const suite = communitySuite({ discord: true });
  let botToken = "";
  beforeAll(async () => {
    botToken = (await createBotToken(suite.t.database.db, "control characters")).token;
  });

  it("in the display name (which PostgreSQL cannot store with a NUL: it was a 500)", async () => {
    const user = await createTestUser(suite.t.app.identity.auth, { displayName: "Grace" });
    const accountId = await accountIdOf(suite.t.database.db, user);
    const nameOf = async () =>
      (await suite.t.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]?.displayName;
    const before = await nameOf();
    for (const displayName of ["Ada\u0000", "\u001b[31mAda", "Ada\u0085"]) {
      const response = await suite.t.app.inject({
        method: "PATCH",
        url: "/api/account",
        headers: bearer(user),
        payload: { displayName },
      });
      expect(response.statusCode, JSON.stringify(displayName)).toBe(400);
      expect(response.json()).toEqual({
        error: { code: "validation_failed", message: "displayName: must not contain control characters" },
      });
    }
    expect(await nameOf()).toBe(before);
  });

  it("in a query string", async () => {
    const user = await createTestUser(suite.t.app.identity.auth);
    const response = await suite.t.app.inject({
      method: "GET",
      url: "/api/alerts/resolve?ticker=BTC%00",
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("ticker: must not contain control characters");
  });

  it("in a server name the bot reports", async () => {
    const guildId = snowflake();
    const report = (name: string) =>
      request(suite.t.app, "PUT", `/api/bot/v1/guilds/${guildId}`, {
        as: botToken,
        body: { name, icon: null },
      });
    const refused = await report("Traders\u0000");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("name: must not contain control characters");
    const rows = await suite.t.database.db.select().from(botGuilds).where(eq(botGuilds.guildId, guildId));
    expect(rows).toEqual([]);
    expect((await report("Traders")).statusCode).toBeLessThan(300);
  });
});
