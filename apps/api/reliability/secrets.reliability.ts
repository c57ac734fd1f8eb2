import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyring, LEGACY_KEY_ID, openSecret, SecretBoxError } from "../src/crypto/secret-box.js";
import { credentialSealContext } from "../src/data/exchange-credentials/exchange-credential.js";
import { revealExchangeCredential } from "../src/data/exchange-credentials/reveal-exchange-credential.js";
import type { Database } from "../src/db/open-database.js";
import { apiTokens, exchangeCredentials } from "../src/db/schema.js";
import { createIdentity, type Identity } from "../src/identity/identity.js";
import { createTestUser, type TestUser } from "../test/support/firebase-users.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { dumpDatabase } from "./support/database-state.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { randomExchangeKey } from "./support/owned-resources.js";
import { createDatabase, openForChecks } from "./support/postgres.js";

/** One request and its answer, as the client saw it. */
interface Exchange {
  label: string;
  status: number;
  headers: string;
  body: string;
}

/** A secret the workload sent, and where it may legitimately appear. */
interface Secret {
  kind: "exchange key" | "exchange secret" | "api token" | "id token";
  value: string;
  /** Label of the one exchange allowed to show it (a new API token's creation answer). */
  shownIn?: string;
}

const ENCRYPTION_KEY = randomBytes(32);
/** The API's keyring: ENCRYPTION_KEY under the id it has when ENCRYPTION_KEY_ID is not set. */
const keyring = createKeyring({ id: LEGACY_KEY_ID, key: ENCRYPTION_KEY });

let database: { url: string; drop(): Promise<void> };
let api: ApiProcess;
let checks: Database;
let identity: Identity;
let users: TestUser[];
const exchanges: Exchange[] = [];
const secrets: Secret[] = [];
const created = {
  credentials: [] as { accountUser: number; id: string; key: string; secret: string }[],
  tokens: [] as { id: string; token: string }[],
};

beforeAll(async () => {
  database = await createDatabase();
  api = await startApiProcess({
    DATABASE_URL: database.url,
    // Everything the API can log, so a leak at any level shows.
    LOG_LEVEL: "trace",
    ENCRYPTION_KEY: ENCRYPTION_KEY.toString("base64"),
    RATE_LIMIT_MAX: "100000",
    ACCOUNT_RATE_LIMIT_MAX: "100000",
  });
  checks = await openForChecks(database.url);
  identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099" });
  users = [await createTestUser(identity.auth), await createTestUser(identity.auth)];
  for (const user of users) secrets.push({ kind: "id token", value: user.idToken });
});
afterAll(async () => {
  await api?.stop();
  await checks?.close();
  await database?.drop();
  await identity?.close();
});

async function call(
  label: string,
  user: TestUser | undefined,
  method: string,
  path: string,
  body?: unknown,
  options: { raw?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: () => unknown }> {
  const headers: Record<string, string> = {
    ...(user && { authorization: `Bearer ${user.idToken}` }),
    ...(body !== undefined || options.raw !== undefined
      ? { "content-type": options.contentType ?? "application/json" }
      : {}),
    ...options.headers,
  };
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers,
    ...(options.raw !== undefined
      ? { body: options.raw }
      : body !== undefined
        ? { body: JSON.stringify(body) }
        : {}),
  });
  const text = await response.text();
  exchanges.push({
    label,
    status: response.status,
    headers: JSON.stringify([...response.headers]),
    body: text,
  });
  return { status: response.status, json: () => JSON.parse(text) };
}

// Keys of BitMEX's form (letters, digits, - and _: 32 and 48 characters); the workload saves them for BitMEX.
const newKey = () => {
  const value = randomExchangeKey(24);
  secrets.push({ kind: "exchange key", value });
  return value;
};
const newSecret = () => {
  const value = randomExchangeKey(36);
  secrets.push({ kind: "exchange secret", value });
  return value;
};

/** Whether `text` holds `secret`, or any 16 characters of it. */
function holds(text: string, secret: string): boolean {
  if (text.includes(secret)) return true;
  for (let at = 0; at + 16 <= secret.length; at += 4) {
    if (text.includes(secret.slice(at, at + 16))) return true;
  }
  return false;
}

async function runWorkload(): Promise<void> {
  for (const [index, user] of users.entries()) {
    for (let i = 0; i < 10; i++) {
      const key = newKey();
      const secret = newSecret();
      const response = await call("save credential", user, "POST", "/api/trading/credentials", {
        label: `Key ${i}`,
        exchange: "bitmex",
        apiKey: key,
        apiSecret: secret,
      });
      expect(response.status).toBe(201);
      created.credentials.push({
        accountUser: index,
        id: (response.json() as { id: string }).id,
        key,
        secret,
      });
    }
    const over = await call("11th credential", user, "POST", "/api/trading/credentials", {
      label: "One more",
      exchange: "bitmex",
      apiKey: newKey(),
      apiSecret: newSecret(),
    });
    expect(over.status).toBe(409);
    await call("list credentials", user, "GET", "/api/trading/credentials");
    const mine = created.credentials.filter((credential) => credential.accountUser === index);
    for (const credential of mine.slice(0, 3)) {
      expect(
        (await call("delete credential", user, "DELETE", `/api/trading/credentials/${credential.id}`)).status,
      ).toBe(204);
    }
    await call("list credentials", user, "GET", "/api/trading/credentials");

    // Refused requests that carry secrets: the error must not repeat them.
    const key = newKey();
    const refused: [string, unknown, { raw?: string; contentType?: string }?][] = [
      ["secret equal to key", { label: "x", exchange: "bitmex", apiKey: key, apiSecret: key }],
      [
        "secret with a bad character",
        { label: "x", exchange: "bitmex", apiKey: newKey(), apiSecret: `${newSecret()}!` },
      ],
      [
        "key too long",
        {
          label: "x",
          exchange: "bitmex",
          apiKey: `${newKey()}${newKey()}${newKey()}${newKey()}${newKey()}`,
          apiSecret: newSecret(),
        },
      ],
      [
        "secret in an unknown field",
        {
          label: "x",
          exchange: "bitmex",
          apiKey: newKey(),
          apiSecret: newSecret(),
          passphrase: newSecret(),
        },
      ],
      [
        "secret as the exchange",
        { label: "x", exchange: newSecret(), apiKey: newKey(), apiSecret: newSecret() },
      ],
      [
        "secret in a bad label",
        { label: `${newSecret()}\u0000`, exchange: "bitmex", apiKey: newKey(), apiSecret: newSecret() },
      ],
      ["secret as an array", { label: "x", exchange: "bitmex", apiKey: newKey(), apiSecret: [newSecret()] }],
      ["malformed JSON with a secret", undefined, { raw: `{"label":"x","apiSecret":"${newSecret()}"` }],
      ["secret as plain text", undefined, { raw: newSecret(), contentType: "text/plain" }],
      [
        "oversized body with a secret",
        undefined,
        { raw: JSON.stringify({ apiSecret: newSecret(), pad: "x".repeat(120_000) }) },
      ],
    ];
    for (const [label, body, options] of refused) {
      const response = await call(label, user, "POST", "/api/trading/credentials", body, options);
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
    }

    for (let i = 0; i < 10; i++) {
      const response = await call(`new token ${index}-${i}`, user, "POST", "/api/trading/tokens", {
        label: `Relay ${i}`,
      });
      expect(response.status).toBe(201);
      const { id, token } = response.json() as { id: string; token: string };
      secrets.push({ kind: "api token", value: token, shownIn: `new token ${index}-${i}` });
      created.tokens.push({ id, token });
    }
    expect(
      (await call("11th token", user, "POST", "/api/trading/tokens", { label: "One more" })).status,
    ).toBe(409);
    await call("list tokens", user, "GET", "/api/trading/tokens");
    for (const { id } of created.tokens.slice(-10, -8)) {
      expect((await call("revoke token", user, "DELETE", `/api/trading/tokens/${id}`)).status).toBe(204);
    }
    await call("list tokens", user, "GET", "/api/trading/tokens");
    for (const { token } of created.tokens.slice(-3)) {
      // An API token where an ID token belongs, in the header and in the session cookie: refused, not echoed.
      expect(
        (
          await call("token as bearer", undefined, "GET", "/api/alerts", undefined, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await call("token as cookie", undefined, "GET", "/api/alerts", undefined, {
            headers: { cookie: `__session=${token}` },
          })
        ).status,
      ).toBe(401);
    }
    await call("export", user, "GET", "/api/account/export");
  }

  // Errors: make the database refuse the inserts, so the 500 path (which logs the error) runs with secrets.
  await checks.db.execute(sql`create function reliability_refuse() returns trigger language plpgsql as
    $$ begin raise exception 'refused by the reliability suite'; end $$`);
  await checks.db.execute(sql`create trigger reliability_refuse before insert on exchange_credentials
    for each row execute function reliability_refuse()`);
  await checks.db.execute(sql`create trigger reliability_refuse before insert on api_tokens
    for each row execute function reliability_refuse()`);
  try {
    const user = users[1] as TestUser;
    for (const { id } of created.credentials
      .filter((credential) => credential.accountUser === 1)
      .slice(3, 5)) {
      await call("make room", user, "DELETE", `/api/trading/credentials/${id}`);
    }
    const failed = await call("credential insert fails", user, "POST", "/api/trading/credentials", {
      label: "Doomed",
      exchange: "bitmex",
      apiKey: newKey(),
      apiSecret: newSecret(),
    });
    expect(failed.status).toBe(500);
    const failedToken = await call("token insert fails", users[0], "POST", "/api/trading/tokens", {
      label: "Doomed",
    });
    expect([409, 500]).toContain(failedToken.status);
  } finally {
    await checks.db.execute(sql`drop trigger if exists reliability_refuse on exchange_credentials`);
    await checks.db.execute(sql`drop trigger if exists reliability_refuse on api_tokens`);
    await checks.db.execute(sql`drop function if exists reliability_refuse()`);
  }
}

describe("Secrets", () => {
  it("shows no exchange secret, exchange key or API token in any response, log line or error", async (context) => {
    await runWorkload();
    await api.stop();
    const logs = api.output;
    const logText = logs.join("\n");
    const leaks: string[] = [];
    for (const secret of secrets) {
      if (holds(logText, secret.value)) leaks.push(`${secret.kind} in the log`);
      for (const exchange of exchanges) {
        const shown = holds(exchange.body, secret.value) || holds(exchange.headers, secret.value);
        if (shown && exchange.label !== secret.shownIn)
          leaks.push(`${secret.kind} in the answer to "${exchange.label}"`);
      }
    }
    expect(leaks).toEqual([]);
    for (const secret of secrets.filter((s) => s.shownIn)) {
      const shownIn = exchanges.find((exchange) => exchange.label === secret.shownIn);
      expect(shownIn?.headers).toContain('"cache-control","no-store"');
    }
    expect(exchanges.some((exchange) => exchange.status === 500)).toBe(true);
    expect(logText).toContain("refused by the reliability suite");
    recordFigures(context, "Secrets", {
      "secrets sent": secrets.length,
      kinds: formatTally(tally(secrets.map((secret) => secret.kind))),
      "responses scanned": exchanges.length,
      statuses: formatTally(tally(exchanges.map((exchange) => exchange.status))),
      "log lines scanned (trace)": logs.length,
      leaks: leaks.length,
    });
  });

  it("stores exchange keys and secrets as AES-256-GCM ciphertext and API tokens as SHA-256 hashes only", async (context) => {
    const dump = await dumpDatabase(checks.db);
    const plaintexts = secrets.filter((secret) => secret.kind !== "id token");
    const inDatabase = plaintexts.filter(
      (secret) => holds(dump, secret.value) || holds(dump, Buffer.from(secret.value).toString("base64")),
    );
    expect(inDatabase.map((secret) => secret.kind)).toEqual([]);

    const stored = await checks.db.select().from(exchangeCredentials);
    for (const row of stored) {
      const credential = created.credentials.find((c) => c.id === row.id);
      expect(credential, "a stored credential the workload did not create").toBeDefined();
      const revealed = await revealExchangeCredential(checks.db, keyring, row.accountId, row.id);
      expect(revealed?.apiKey).toBe(credential?.key);
      expect(revealed?.apiSecret).toBe(credential?.secret);
      // `v2:<key id>:` then base64 of the IV (12 bytes), the tag (16) and the ciphertext.
      expect(row.secretCiphertext.startsWith(`v2:${LEGACY_KEY_ID}:`)).toBe(true);
      const sealed = Buffer.from(row.secretCiphertext.slice(`v2:${LEGACY_KEY_ID}:`.length), "base64");
      expect(sealed.length).toBe(12 + 16 + (credential?.secret.length ?? 0));
      const otherKey = createKeyring({ id: LEGACY_KEY_ID, key: randomBytes(32) });
      expect(() =>
        openSecret(otherKey, row.secretCiphertext, credentialSealContext(row.accountId, "secret")),
      ).toThrow(SecretBoxError);
    }
    const tokens = await checks.db.select().from(apiTokens);
    for (const row of tokens) {
      const token = created.tokens.find((t) => t.id === row.id)?.token ?? "";
      expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(Object.values(row).map(String)).not.toContain(token);
    }
    recordFigures(context, "Secrets", {
      "rows searched": dump.split("\n").length,
      "plaintexts in database": inDatabase.length,
      "credentials decrypting with the key": stored.length,
      "tokens stored as hash": tokens.length,
    });
  });
});
