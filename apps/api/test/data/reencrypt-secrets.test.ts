import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createKeyring,
  type Keyring,
  LEGACY_KEY_ID,
  openSecret,
  UnknownKeyIdError,
} from "../../src/crypto/secret-box.js";
import { ensureAccount } from "../../src/data/accounts/ensure-account.js";
import { grantSealContext } from "../../src/data/discord/discord-grant.js";
import { saveDiscordGrant } from "../../src/data/discord/user-grant.js";
import { createExchangeCredential } from "../../src/data/exchange-credentials/create-exchange-credential.js";
import { credentialSealContext } from "../../src/data/exchange-credentials/exchange-credential.js";
import { revealExchangeCredential } from "../../src/data/exchange-credentials/reveal-exchange-credential.js";
import { reencryptSecrets, type TableReport } from "../../src/data/secrets/reencrypt-secrets.js";
import { SEALED_TABLES } from "../../src/data/secrets/sealed-columns.js";
import { type Database, openDatabase } from "../../src/db/open-database.js";
import * as schema from "../../src/db/schema.js";
import { discordGrants, exchangeCredentials } from "../../src/db/schema.js";
import { sealLegacySecret } from "../support/legacy-seal.js";
import { openTestDatabase } from "../support/test-app.js";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));

const legacyKey = randomBytes(32);
const key2024 = randomBytes(32);
const key2025 = randomBytes(32);
/** Before the rotation: sealing under "2024", values of format 1 still readable. */
const before = createKeyring({ id: "2024", key: key2024 }, [{ id: LEGACY_KEY_ID, key: legacyKey }]);
/** During it: sealing under "2025", both older keys kept for reading. */
const during = createKeyring({ id: "2025", key: key2025 }, [
  { id: "2024", key: key2024 },
  { id: LEGACY_KEY_ID, key: legacyKey },
]);
/** After it: the older keys removed. */
const after = createKeyring({ id: "2025", key: key2025 });

interface Saved {
  id: string;
  accountId: string;
  apiKey: string;
  apiSecret: string;
}

let database: Database;
let accountIds: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  accountIds = [];
  for (let i = 0; i < 2; i++) {
    const account = await ensureAccount(database.db, {
      uid: `reencrypt-${randomUUID()}`,
      email: `reencrypt-${i}@example.com`,
      emailVerified: true,
      displayName: undefined,
      photoURL: undefined,
    });
    accountIds.push(account.id);
  }
});
afterAll(() => database?.close());
beforeEach(async () => {
  await database.db.delete(exchangeCredentials);
});

const secretText = () => randomBytes(24).toString("base64url");

/** Saves a credential the way the API does, sealed under the keyring's current key. */
async function save(keyring: Keyring, n: number): Promise<Saved> {
  const accountId = accountIds[n % accountIds.length] as string;
  const input = {
    accountId,
    label: `k${n}`,
    exchange: "binance",
    apiKey: secretText(),
    apiSecret: secretText(),
  };
  const result = await createExchangeCredential(database.db, keyring, input);
  if (result.outcome !== "created") throw new Error("limit reached");
  return { id: result.credential.id, accountId, apiKey: input.apiKey, apiSecret: input.apiSecret };
}

/** Stores a credential as a version before key ids did (format 1, under `legacyKey`). */
async function saveLegacy(n: number): Promise<Saved> {
  const accountId = accountIds[n % accountIds.length] as string;
  const apiKey = secretText();
  const apiSecret = secretText();
  const [row] = await database.db
    .insert(exchangeCredentials)
    .values({
      accountId,
      label: `legacy${n}`,
      exchange: "bybit",
      keyMasked: "••••",
      keyCiphertext: sealLegacySecret(legacyKey, apiKey, credentialSealContext(accountId, "key")),
      secretCiphertext: sealLegacySecret(legacyKey, apiSecret, credentialSealContext(accountId, "secret")),
    })
    .returning({ id: exchangeCredentials.id });
  return { id: row?.id as string, accountId, apiKey, apiSecret };
}

async function storedRows() {
  const rows = await database.db.select().from(exchangeCredentials).orderBy(exchangeCredentials.id);
  return rows.map(({ id, keyCiphertext, secretCiphertext }) => ({ id, keyCiphertext, secretCiphertext }));
}

async function expectReadable(keyring: Keyring, saved: Saved[]) {
  for (const credential of saved) {
    const revealed = await revealExchangeCredential(
      database.db,
      keyring,
      credential.accountId,
      credential.id,
    );
    expect(revealed).toMatchObject({ apiKey: credential.apiKey, apiSecret: credential.apiSecret });
  }
}

describe("reencryptSecrets", () => {
  it("moves values under an old key, and values without a key id, to the current key in batches; the old keys can then go; a re-run changes nothing", async () => {
    const old = [
      ...(await Promise.all([0, 1, 2, 3].map((n) => save(before, n)))),
      ...(await Promise.all([4, 5, 6].map((n) => saveLegacy(n)))),
    ];
    const current = await Promise.all([7, 8].map((n) => save(during, n)));
    const untouched = (await storedRows()).filter((row) => current.some((c) => c.id === row.id));
    await expectReadable(during, [...old, ...current]);
    await expect(
      revealExchangeCredential(database.db, after, old[0]?.accountId ?? "", old[0]?.id ?? ""),
    ).rejects.toThrow(UnknownKeyIdError);

    const batches: TableReport[] = [];
    const [report] = await reencryptSecrets(database.db, during, {
      batchSize: 2,
      onBatch: (progress) => {
        batches.push({ ...progress });
      },
    });
    expect(report).toEqual({
      table: "exchange_credentials",
      rows: 9,
      reencrypted: 7,
      changedMeanwhile: 0,
      unreadable: [],
      remaining: 0,
    });
    expect(batches.map((batch) => batch.reencrypted)).toEqual([2, 4, 6, 7]);

    const moved = await storedRows();
    for (const row of moved) {
      expect(row.keyCiphertext.startsWith("v2:2025:"), row.id).toBe(true);
      expect(row.secretCiphertext.startsWith("v2:2025:"), row.id).toBe(true);
    }
    expect(moved.filter((row) => current.some((c) => c.id === row.id))).toEqual(untouched);
    // The older keys are no longer needed: the current key alone reads everything.
    await expectReadable(after, [...old, ...current]);

    const again = await reencryptSecrets(database.db, after, {
      batchSize: 2,
      onBatch: () => expect.fail("a batch ran"),
    });
    expect(again).toEqual([
      { ...report, reencrypted: 0 },
      { table: "discord_grants", rows: 0, reencrypted: 0, changedMeanwhile: 0, unreadable: [], remaining: 0 },
      { table: "licensed_bots", rows: 0, reencrypted: 0, changedMeanwhile: 0, unreadable: [], remaining: 0 },
    ]);
    expect(await storedRows()).toEqual(moved);
  });

  it("moves the Discord grants' tokens too", async () => {
    const tokens = (n: number) => ({
      access_token: `access-${n}-${secretText()}`,
      refresh_token: `refresh-${n}-${secretText()}`,
      token_type: "Bearer",
      expires_in: 604800,
      scope: "identify email guilds",
    });
    const given = accountIds.map((accountId, n) => ({
      accountId,
      discordUserId: `90000000000000000${n}`,
      tokens: tokens(n),
    }));
    for (const grant of given) await saveDiscordGrant(database.db, before, grant);

    const reports = await reencryptSecrets(database.db, during);
    expect(reports.find((report) => report.table === "discord_grants")).toEqual({
      table: "discord_grants",
      rows: 2,
      reencrypted: 2,
      changedMeanwhile: 0,
      unreadable: [],
      remaining: 0,
    });
    for (const { accountId, tokens } of given) {
      const [row] = await database.db
        .select()
        .from(discordGrants)
        .where(eq(discordGrants.accountId, accountId));
      expect(row?.accessTokenCiphertext.startsWith("v2:2025:")).toBe(true);
      expect(openSecret(after, row?.accessTokenCiphertext ?? "", grantSealContext(accountId, "access"))).toBe(
        tokens.access_token,
      );
      expect(
        openSecret(after, row?.refreshTokenCiphertext ?? "", grantSealContext(accountId, "refresh")),
      ).toBe(tokens.refresh_token);
    }
    await database.db.delete(discordGrants);
  });

  it("reports values no configured key opens, leaves them as they were, and moves them once their key is configured", async () => {
    const lostKey = randomBytes(32);
    const lost = await save(createKeyring({ id: "lost", key: lostKey }), 0);
    const tampered = await save(before, 1);
    const fine = await save(before, 2);
    const stored = await storedRows();
    const tamperedRow = stored.find((r) => r.id === tampered.id);
    // Flip a bit of the last ciphertext byte, keeping `v2:2024:`.
    const sealed = tamperedRow?.secretCiphertext ?? "";
    const prefix = sealed.slice(0, sealed.lastIndexOf(":") + 1);
    const bytes = Buffer.from(sealed.slice(prefix.length), "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;
    await database.db
      .update(exchangeCredentials)
      .set({ secretCiphertext: prefix + bytes.toString("base64") })
      .where(eq(exchangeCredentials.id, tampered.id));

    const [report] = await reencryptSecrets(database.db, during);
    expect(report?.reencrypted).toBe(1);
    expect(report?.remaining).toBe(2);
    expect(report?.unreadable).toEqual(
      expect.arrayContaining([
        {
          id: lost.id,
          column: "key_ciphertext",
          reason: 'the value is sealed under key id "lost", which is not configured',
        },
        {
          id: lost.id,
          column: "secret_ciphertext",
          reason: 'the value is sealed under key id "lost", which is not configured',
        },
        {
          id: tampered.id,
          column: "secret_ciphertext",
          reason: 'the sealed value does not authenticate with key "2024" (wrong key or tampered)',
        },
      ]),
    );
    expect(report?.unreadable).toHaveLength(3);
    const afterRun = await storedRows();
    expect(afterRun.find((r) => r.id === lost.id)).toEqual(stored.find((r) => r.id === lost.id));
    expect(afterRun.find((r) => r.id === tampered.id)?.keyCiphertext).toBe(tamperedRow?.keyCiphertext);
    await expectReadable(after, [fine]);

    const withLost = createKeyring({ id: "2025", key: key2025 }, [
      { id: "2024", key: key2024 },
      { id: "lost", key: lostKey },
    ]);
    const [second] = await reencryptSecrets(database.db, withLost);
    expect(second).toMatchObject({ reencrypted: 1, remaining: 1 });
    expect(second?.unreadable.map((value) => value.id)).toEqual([tampered.id]);
    await expectReadable(after, [fine, lost]);
  });

  it("continues where it stopped when interrupted", async () => {
    const old = await Promise.all([0, 1, 2, 3, 4].map((n) => save(before, n)));
    await expect(
      reencryptSecrets(database.db, during, {
        batchSize: 2,
        onBatch: () => {
          throw new Error("interrupted");
        },
      }),
    ).rejects.toThrow("interrupted");
    const halfway = await storedRows();
    expect(halfway.filter((row) => row.keyCiphertext.startsWith("v2:2025:"))).toHaveLength(2);

    const [report] = await reencryptSecrets(database.db, during, { batchSize: 2 });
    expect(report).toMatchObject({ rows: 5, reencrypted: 3, remaining: 0 });
    await expectReadable(after, old);
  });

  it("knows every sealed column of the schema", () => {
    const listed = SEALED_TABLES.flatMap((sealed) =>
      sealed.sealed.map((column) => `${sealed.name}.${column.name}`),
    );
    const inSchema = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const { name, columns } = getTableConfig(table);
        return columns
          .filter((column) => column.name.endsWith("_ciphertext"))
          .map((column) => `${name}.${column.name}`);
      });
    expect(inSchema.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(inSchema.sort());
  });
});

// Each test runs the command up to twice, each run allowed 60 s (`run`): the test may take twice that on a busy host.
describe("the secrets:reencrypt command", { timeout: 150_000 }, () => {
  /**
   * The suite's database, as the command is pointed at it: a fresh PostgreSQL database in the PostgreSQL run,
   * a PGlite folder in the PGlite proof (`vitest.pglite.config.ts`, where `DATABASE_URL` is empty), since the
   * command is a process of its own and cannot open the suite's in-memory one.
   */
  let target: { kind: "postgres" | "pglite"; env: Record<string, string>; close(): Promise<void> };
  let saved: Saved[];
  beforeAll(async () => {
    let local: Database;
    if (process.env.DATABASE_URL) {
      const opened = await openTestDatabase();
      local = opened;
      target = { kind: "postgres", env: { DATABASE_URL: opened.url as string }, close: () => opened.close() };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), "chartbot-reencrypt-"));
      local = await openDatabase({ kind: "pglite", dataDir });
      target = {
        kind: "pglite",
        env: { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir },
        close: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    }
    try {
      const account = await ensureAccount(local.db, {
        uid: "reencrypt-command",
        email: "reencrypt-command@example.com",
        emailVerified: true,
        displayName: undefined,
        photoURL: undefined,
      });
      saved = [];
      for (let n = 0; n < 3; n++) {
        const input = {
          accountId: account.id,
          label: `c${n}`,
          exchange: "gate",
          apiKey: secretText(),
          apiSecret: secretText(),
        };
        const result = await createExchangeCredential(local.db, before, input);
        if (result.outcome === "created") saved.push({ id: result.credential.id, ...input });
      }
    } finally {
      // A PostgreSQL database is kept until the file ends (`target.close` drops it); a PGlite folder is
      // closed here, as the command opens it next.
      if (target.kind === "pglite") await local.close();
    }
  });
  afterAll(() => target?.close());

  function run(env: Record<string, string>, args: string[] = []) {
    const result = spawnSync("node", ["--import", "tsx", "src/commands/reencrypt-secrets.ts", ...args], {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: "test", ...target.env, ...env },
      encoding: "utf8",
      timeout: 60_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    for (const credential of saved) {
      expect(output).not.toContain(credential.apiKey);
      expect(output).not.toContain(credential.apiSecret);
    }
    for (const key of [key2024, key2025]) expect(output).not.toContain(key.toString("base64"));
    expect(output).not.toMatch(/\n\s+at /);
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  const rotation = {
    ENCRYPTION_KEY: key2025.toString("base64"),
    ENCRYPTION_KEY_ID: "2025",
    ENCRYPTION_READ_ONLY_KEYS: `2024:${key2024.toString("base64")}`,
  };

  it("re-encrypts in batches and says the old key can go; run again, it changes nothing", () => {
    const first = run(rotation, ["--batch-size", "2"]);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain(`under the key "2025" (database: ${target.kind}, batches of 2 rows)`);
    expect(first.stdout).toContain("exchange_credentials: 2 rows re-encrypted so far");
    expect(first.stdout).toContain(
      "exchange_credentials: 3 rows re-encrypted, 0 unreadable, 0 changed while running, 0 rows of 3 still under another key",
    );
    expect(first.stdout).toContain(
      'Every sealed value is under the key "2025": the other keys can be removed.',
    );

    const second = run({ ...rotation, ENCRYPTION_READ_ONLY_KEYS: "" });
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(second.stdout).toContain("exchange_credentials: 0 rows re-encrypted");
  });

  it("fails, naming the rows and the missing key id, when a value's key is not configured", () => {
    const result = run({ ENCRYPTION_KEY: randomBytes(32).toString("base64"), ENCRYPTION_KEY_ID: "2026" });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("0 rows re-encrypted, 6 unreadable");
    for (const credential of saved) {
      expect(result.stderr).toContain(
        `exchange_credentials ${credential.id} key_ciphertext: the value is sealed under key id "2025", which is not configured`,
      );
    }
    expect(result.stderr).toContain("3 rows still hold values under other keys");
  });

  it("refuses a bad batch size and a bad configuration without a stack trace", () => {
    const batch = run(rotation, ["--batch-size", "0"]);
    expect(batch.code).toBe(1);
    expect(batch.stderr).toContain("--batch-size must be a positive whole number");
    const config = run({ ENCRYPTION_KEY_ID: "2025" });
    expect(config.code).toBe(1);
    expect(config.stderr).toContain("ENCRYPTION_KEY_ID: set only together with ENCRYPTION_KEY");
  });
});
