import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { LIMITS } from "@chartbot/addons";
import { randomKeysFor } from "@chartbot/contracts/trading";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.js";
import { createKeyring, SecretBoxError } from "../../../src/crypto/secret-box.js";
import { revealExchangeCredential } from "../../../src/data/exchange-credentials/reveal-exchange-credential.js";
import { exchangeCredentials } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { bearer, createTestUser, type TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp, testConfig } from "../../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A key and secret shaped like Binance's: 64 letters and digits each. */
function binanceKeys() {
  const alnum = () =>
    randomBytes(48)
      .toString("base64")
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 56);
  return { apiKey: `abcd${alnum()}wxyz`, apiSecret: `SeCrEt${alnum()}` };
}

/** Keys of Gate's form, for the refusals below: each case spoils one field. */
const GATE_KEYS = randomKeysFor("gate");

const save = (user: TestUser, body: object, app = t.app) =>
  request(app, "POST", "/api/trading/credentials", { as: user, body });
const list = (user: TestUser) => request(t.app, "GET", "/api/trading/credentials", { as: user });
const remove = (user: TestUser, id: string) =>
  request(t.app, "DELETE", `/api/trading/credentials/${id}`, { as: user });

describe("POST /api/trading/credentials", () => {
  it("saves a credential and answers it with the key masked and without the secret", async () => {
    const user = await createTestAccount(t);
    const keys = binanceKeys();
    const response = await save(user, { label: " Main account ", exchange: "binance", ...keys });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      label: "Main account",
      exchange: "binance",
      exchangeName: "Binance",
      maskedKey: "abcd••••wxyz",
      createdAt: expect.any(String),
    });
    expect(response.body).not.toContain(keys.apiKey);
    expect(response.body).not.toContain(keys.apiSecret);
  });

  it("stores only ciphertext: neither the key nor the secret appears in any column", async () => {
    const user = await createTestAccount(t);
    const keys = binanceKeys();
    const { id } = (await save(user, { label: "Futures", exchange: "binance-futures", ...keys })).json();
    const rows = await t.database.db.select().from(exchangeCredentials).where(eq(exchangeCredentials.id, id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(keys.apiKey);
    expect(stored).not.toContain(keys.apiSecret);
    expect(stored).not.toContain(keys.apiKey.slice(4, -4));
    expect(rows[0]?.keyMasked).toBe("abcd••••wxyz");
    expect(rows[0]?.keyCiphertext).not.toBe(rows[0]?.secretCiphertext);
  });

  it("decrypts back to what was entered with the configured key, for the bot to trade with", async () => {
    const user = await createTestAccount(t);
    const keys = randomKeysFor("bybit");
    const { id } = (await save(user, { label: "Bot", exchange: "bybit", ...keys })).json();
    const revealed = await revealExchangeCredential(
      t.database.db,
      t.app.config.encryption,
      user.accountId,
      id,
    );
    expect(revealed).toEqual({ id, label: "Bot", exchange: "bybit", ...keys });
    const stranger = await createTestAccount(t);
    expect(
      await revealExchangeCredential(t.database.db, t.app.config.encryption, stranger.accountId, id),
    ).toBeUndefined();
  });

  it("refuses to decrypt a tampered value, another key, or a value copied from another account", async () => {
    const victim = await createTestAccount(t);
    const thief = await createTestAccount(t);
    const key = t.app.config.encryption;
    const { id: victimId } = (
      await save(victim, { label: "V", exchange: "binance", ...binanceKeys() })
    ).json();
    const { id: thiefId } = (await save(thief, { label: "T", exchange: "binance", ...binanceKeys() })).json();
    await expect(
      revealExchangeCredential(
        t.database.db,
        createKeyring({ id: key.current.id, key: randomBytes(32) }),
        victim.accountId,
        victimId,
      ),
    ).rejects.toThrow(SecretBoxError);

    const [victimRow] = await t.database.db
      .select()
      .from(exchangeCredentials)
      .where(eq(exchangeCredentials.id, victimId));
    await t.database.db
      .update(exchangeCredentials)
      .set({ keyCiphertext: victimRow?.keyCiphertext, secretCiphertext: victimRow?.secretCiphertext })
      .where(eq(exchangeCredentials.id, thiefId));
    await expect(revealExchangeCredential(t.database.db, key, thief.accountId, thiefId)).rejects.toThrow(
      SecretBoxError,
    );

    // `v2:<key id>:<base64>`: flip a bit of the last ciphertext byte, keep the prefix.
    const sealed = victimRow?.secretCiphertext ?? "";
    const prefix = sealed.slice(0, sealed.lastIndexOf(":") + 1);
    const bytes = Buffer.from(sealed.slice(prefix.length), "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x80;
    await t.database.db
      .update(exchangeCredentials)
      .set({ secretCiphertext: prefix + bytes.toString("base64") })
      .where(eq(exchangeCredentials.id, victimId));
    await expect(revealExchangeCredential(t.database.db, key, victim.accountId, victimId)).rejects.toThrow(
      SecretBoxError,
    );
  });

  it("trims pasted whitespace around the key and secret", async () => {
    const user = await createTestAccount(t);
    const keys = randomKeysFor("bitmex");
    const { id } = (
      await save(user, {
        label: "Pasted",
        exchange: "bitmex",
        apiKey: ` ${keys.apiKey}\n`,
        apiSecret: `\t${keys.apiSecret} `,
      })
    ).json();
    const revealed = await revealExchangeCredential(
      t.database.db,
      t.app.config.encryption,
      user.accountId,
      id,
    );
    expect(revealed).toMatchObject(keys);
  });

  it.each([
    ["an unknown exchange", { exchange: "mtgox" }, "exchange"],
    ["a key that is too short", { apiKey: "abc123" }, "apiKey"],
    ["a key with spaces inside", { apiKey: "abcd efgh ijkl mnop qrst" }, "apiKey"],
    ["a secret with quotes", { apiSecret: 'abcdefghijklmnop"; drop table' }, "apiSecret"],
    ["a secret that is too long", { apiSecret: "s".repeat(257) }, "apiSecret"],
    ["the key pasted as the secret too", { apiSecret: GATE_KEYS.apiKey }, "apiSecret"],
    ["a Binance key for Gate", { apiKey: binanceKeys().apiKey }, "apiKey"],
    [
      "a key of the right length with a letter beyond f",
      { apiKey: `${GATE_KEYS.apiKey.slice(1)}g` },
      "apiKey",
    ],
    ["an empty label", { label: "  " }, "label"],
    ["a label that is too long", { label: "l".repeat(51) }, "label"],
    ["a missing secret", { apiSecret: undefined }, "apiSecret"],
    ["an unknown field", { passphrase: "x" }, ""],
  ])(
    "answers 400 validation_failed for %s, without echoing the key or secret",
    async (_name, change, field) => {
      const user = await createTestAccount(t);
      const body = {
        label: "L",
        exchange: "gate",
        ...GATE_KEYS,
        ...change,
      };
      const response = await save(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
      expect(response.json().error.message).toContain(field);
      for (const value of [body.apiKey, body.apiSecret])
        if (value) expect(response.body).not.toContain(value);
      expect((await list(user)).json().credentials).toEqual([]);
    },
  );

  it("says the form the exchange's keys have", async () => {
    const user = await createTestAccount(t);
    const response = await save(user, { label: "L", exchange: "gate", ...binanceKeys() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "validation_failed",
      message: "apiKey: must be 32 hexadecimal characters (0-9, a-f), as Gate issues them",
    });
  });

  it.each(["binance", "binance-futures", "bybit", "bitmex", "gate", "huobi"] as const)(
    "saves keys of %s's form",
    async (exchange) => {
      const user = await createTestAccount(t);
      expect((await save(user, { label: "L", exchange, ...randomKeysFor(exchange) })).statusCode).toBe(201);
    },
  );
});

describe("GET /api/trading/credentials", () => {
  it("lists the user's credentials newest first, masked, and nobody else's", async () => {
    const user = await createTestAccount(t);
    const other = await createTestAccount(t);
    await save(other, { label: "Theirs", exchange: "binance", ...binanceKeys() });
    const saved = [binanceKeys(), binanceKeys()];
    for (const [i, keys] of saved.entries())
      await save(user, { label: `Key ${i}`, exchange: "binance", ...keys });
    const response = await list(user);
    expect(response.statusCode).toBe(200);
    const { credentials } = response.json() as { credentials: { label: string; maskedKey: string }[] };
    expect(credentials.map((credential) => credential.label)).toEqual(["Key 1", "Key 0"]);
    expect(credentials.every((credential) => credential.maskedKey === "abcd••••wxyz")).toBe(true);
    for (const keys of saved) {
      expect(response.body).not.toContain(keys.apiKey);
      expect(response.body).not.toContain(keys.apiSecret);
    }
  });

  it("offers the fixed list of exchanges, saying which trade live", async () => {
    const user = await createTestAccount(t);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/trading/exchanges",
      headers: bearer(user),
    });
    expect(response.json().exchanges).toEqual([
      { id: "binance", name: "Binance", liveTrading: true },
      { id: "binance-futures", name: "Binance Futures", liveTrading: true },
      { id: "bybit", name: "Bybit", liveTrading: false },
      { id: "bitmex", name: "BitMEX", liveTrading: false },
      { id: "gate", name: "Gate", liveTrading: false },
      { id: "huobi", name: "Huobi", liveTrading: false },
    ]);
  });
});

describe("DELETE /api/trading/credentials/:id", () => {
  it("deletes the user's credential; again, or another user's, answers 404", async () => {
    const owner = await createTestAccount(t);
    const intruder = await createTestAccount(t);
    const { id } = (await save(owner, { label: "Mine", exchange: "binance", ...binanceKeys() })).json();
    const refused = await remove(intruder, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: { code: "not_found", message: "This exchange credential does not exist." },
    });
    expect((await list(owner)).json().credentials).toHaveLength(1);
    expect((await remove(owner, id)).statusCode).toBe(204);
    expect((await remove(owner, id)).statusCode).toBe(404);
    expect((await list(owner)).json().credentials).toEqual([]);
    expect((await remove(owner, "not-a-uuid")).statusCode).toBe(400);
  });
});

describe("the exchange credential limit", () => {
  it(`allows ${LIMITS.exchangeCredentialsPerAccount} credentials, also when saved all at once`, async () => {
    const user = await createTestAccount(t);
    const attempts = LIMITS.exchangeCredentialsPerAccount + 5;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        save(user, { label: `K${i}`, exchange: "binance", ...binanceKeys() }),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(created).toHaveLength(LIMITS.exchangeCredentialsPerAccount);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error).toEqual({
      code: "limit_reached",
      message: `You can save at most ${LIMITS.exchangeCredentialsPerAccount} exchange credentials. Delete one you no longer use first.`,
    });
    expect((await list(user)).json().credentials).toHaveLength(LIMITS.exchangeCredentialsPerAccount);
  });
});

describe("access to exchange credentials", () => {
  it("needs a token (401) and a verified email (403)", async () => {
    const unverified = await createTestUser(t.app.identity.auth, { verified: false });
    for (const [method, url] of [
      ["GET", "/api/trading/credentials"],
      ["POST", "/api/trading/credentials"],
      ["DELETE", "/api/trading/credentials/00000000-0000-4000-8000-000000000000"],
      ["GET", "/api/trading/exchanges"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      const response = await t.app.inject({ method, url, headers: bearer(unverified) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe("email_not_verified");
    }
  });
});

describe("logs", () => {
  it("never contain the key or the secret, whether the save succeeds or fails", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { level: "trace", stream };
    const app = await buildApp(testConfig(), { database: t.database, logger });
    try {
      await app.ready();
      const user = await createTestAccount(t);
      const keys = binanceKeys();
      expect((await save(user, { label: "Logged", exchange: "binance", ...keys }, app)).statusCode).toBe(201);
      const badKeys = { apiKey: `${keys.apiKey}!`, apiSecret: `${keys.apiSecret}"` };
      expect((await save(user, { label: "Bad", exchange: "binance", ...badKeys }, app)).statusCode).toBe(400);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join("");
      for (const value of [keys.apiKey, keys.apiSecret]) expect(log).not.toContain(value);
    } finally {
      await app.close();
    }
  });
});
