import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateApiToken, hashApiToken, looksLikeApiToken } from "../../src/crypto/api-token.js";
import {
  createKeyring,
  LEGACY_KEY_ID,
  openSecret,
  SecretBoxError,
  sealedKeyId,
  sealedPrefix,
  sealSecret,
  UnknownKeyIdError,
} from "../../src/crypto/secret-box.js";
import { sealLegacySecret } from "../support/legacy-seal.js";

const key = randomBytes(32);
const keyring = createKeyring({ id: "k1", key });
const context = "exchange-credential:account-1:secret";

/** The base64 part of a `v2:<key id>:<base64>` value, as bytes. */
const bodyOf = (sealed: string) => Buffer.from(sealed.slice(sealed.lastIndexOf(":") + 1), "base64");
const prefixOf = (sealed: string) => sealed.slice(0, sealed.lastIndexOf(":") + 1);

/** Flips one bit of the byte at `index` of a sealed value's IV, tag and ciphertext. */
function flipBit(sealed: string, index: number): string {
  const bytes = bodyOf(sealed);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return prefixOf(sealed) + bytes.toString("base64");
}

describe("sealSecret and openSecret (AES-256-GCM)", () => {
  it("round-trips any text, including non-ASCII and the empty string", () => {
    for (const secret of ["s3cr3t-Key_value+/=", "", "ünïcødé 🔑", "x".repeat(10_000)]) {
      expect(openSecret(keyring, sealSecret(keyring, secret, context), context)).toBe(secret);
    }
  });

  it("stores v2, the key id, then base64 of a 12-byte IV, a 16-byte tag and the ciphertext", () => {
    const sealed = sealSecret(keyring, "abcdef", context);
    expect(sealed).toMatch(/^v2:k1:[A-Za-z0-9+/]+=*$/);
    expect(sealedPrefix("k1")).toBe("v2:k1:");
    expect(bodyOf(sealed).length).toBe(12 + 16 + 6);
    expect(sealedKeyId(sealed)).toBe("k1");
    expect(sealed).not.toContain("abcdef");
  });

  it("uses a fresh IV every time, so the same secret never seals the same way twice", () => {
    const sealed = Array.from({ length: 50 }, () => sealSecret(keyring, "same secret", context));
    expect(new Set(sealed).size).toBe(50);
    expect(new Set(sealed.map((value) => bodyOf(value).subarray(0, 12).toString("hex"))).size).toBe(50);
  });

  it("detects a modified IV, tag or ciphertext, and a key id changed to another configured key", () => {
    const sealed = sealSecret(keyring, "a secret worth stealing", context);
    const positions = { iv: 5, tag: 20, ciphertext: 30 };
    for (const [part, index] of Object.entries(positions)) {
      expect(() => openSecret(keyring, flipBit(sealed, index), context), part).toThrow(SecretBoxError);
    }
    // The same key under two ids: only the prefix differs, and the prefix is authenticated.
    const twice = createKeyring({ id: "k1", key }, [{ id: "k2", key }]);
    expect(() => openSecret(twice, sealed.replace("v2:k1:", "v2:k2:"), context)).toThrow(
      /does not authenticate with key "k2"/,
    );
  });

  it("refuses a truncated or extended value, and text that is no sealed value", () => {
    const sealed = sealSecret(keyring, "secret", context);
    const bytes = bodyOf(sealed);
    const prefix = prefixOf(sealed);
    for (const bad of [
      prefix + bytes.subarray(0, bytes.length - 1).toString("base64"),
      prefix + Buffer.concat([bytes, Buffer.of(0)]).toString("base64"),
      prefix + bytes.subarray(0, 20).toString("base64"),
      `${prefix}not base64 at all!`,
      "v2:k1",
      "v2::AAAA",
      "not base64 at all!",
      "",
    ]) {
      expect(() => openSecret(keyring, bad, context), bad).toThrow(SecretBoxError);
    }
    expect(() => openSecret(keyring, `v3:k1:${bytes.toString("base64")}`, context)).toThrow(
      /unknown sealed value version 3/,
    );
  });

  it("does not open with another key or in another context, and never says the secret in its error", () => {
    const sealed = sealSecret(keyring, "my-exchange-secret", context);
    for (const attempt of [
      () => openSecret(createKeyring({ id: "k1", key: randomBytes(32) }), sealed, context),
      () => openSecret(keyring, sealed, "exchange-credential:account-2:secret"),
      () => openSecret(keyring, sealed, "exchange-credential:account-1:key"),
    ]) {
      expect(attempt).toThrow(SecretBoxError);
      try {
        attempt();
      } catch (error) {
        expect(String(error)).not.toContain("my-exchange-secret");
      }
    }
  });

  it("refuses a value under a key id the keyring does not hold, naming the id, without trying any key", () => {
    const sealed = sealSecret(createKeyring({ id: "retired", key }), "secret", context);
    expect(() => openSecret(keyring, sealed, context)).toThrow(UnknownKeyIdError);
    expect(() => openSecret(keyring, sealed, context)).toThrow(
      'the value is sealed under key id "retired", which is not configured',
    );
  });

  it("seals with the current key and opens values under any key of the keyring", () => {
    const old = createKeyring({ id: "2024", key: randomBytes(32) });
    const rotated = createKeyring({ id: "2025", key }, [{ id: "2024", key: old.current.key }]);
    const before = sealSecret(old, "sealed last year", context);
    const after = sealSecret(rotated, "sealed this year", context);
    expect(sealedKeyId(after)).toBe("2025");
    expect(openSecret(rotated, before, context)).toBe("sealed last year");
    expect(openSecret(rotated, after, context)).toBe("sealed this year");
    expect(() => openSecret(old, after, context)).toThrow(UnknownKeyIdError);
  });

  it(`opens values written before key ids (format 1) with the key "${LEGACY_KEY_ID}", and only with it`, () => {
    const legacy = sealLegacySecret(key, "written by an earlier version", context);
    expect(sealedKeyId(legacy)).toBe(LEGACY_KEY_ID);
    const upgraded = createKeyring({ id: LEGACY_KEY_ID, key });
    expect(openSecret(upgraded, legacy, context)).toBe("written by an earlier version");
    const rotated = createKeyring({ id: "new", key: randomBytes(32) }, [{ id: LEGACY_KEY_ID, key }]);
    expect(openSecret(rotated, legacy, context)).toBe("written by an earlier version");
    expect(() => openSecret(keyring, legacy, context)).toThrow(UnknownKeyIdError);
    expect(() =>
      openSecret(createKeyring({ id: LEGACY_KEY_ID, key: randomBytes(32) }), legacy, context),
    ).toThrow(SecretBoxError);
    const bytes = Buffer.from(legacy, "base64");
    bytes[0] = 7;
    expect(() => openSecret(upgraded, bytes.toString("base64"), context)).toThrow(
      /unknown sealed value version 7/,
    );
  });

  it("refuses a key that is not 32 bytes, a bad key id and an id given twice", () => {
    expect(() => createKeyring({ id: "k", key: randomBytes(16) })).toThrow(SecretBoxError);
    expect(() => createKeyring({ id: "a:b", key })).toThrow(SecretBoxError);
    expect(() => createKeyring({ id: "", key })).toThrow(SecretBoxError);
    expect(() => createKeyring({ id: "k", key }, [{ id: "k", key: randomBytes(32) }])).toThrow(/used twice/);
    expect(() =>
      sealSecret({ current: { id: "k", key: randomBytes(31) }, keys: new Map() }, "x", context),
    ).toThrow(SecretBoxError);
  });
});

describe("personal API tokens", () => {
  it("are cbt_ and 32 random bytes in base64url, with a SHA-256 hash and a short display prefix", () => {
    const { token, hash, displayPrefix } = generateApiToken();
    expect(token).toMatch(/^cbt_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(4), "base64url")).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashApiToken(token));
    expect(displayPrefix).toBe(token.slice(0, 12));
    expect(looksLikeApiToken(token)).toBe(true);
  });

  it("are never the same twice", () => {
    const tokens = new Set(Array.from({ length: 100 }, () => generateApiToken().token));
    expect(tokens.size).toBe(100);
  });

  it("recognise only their own shape", () => {
    for (const value of [
      "",
      "cbt_",
      "cbt_short",
      `cbx_${"a".repeat(43)}`,
      `cbt_${"a".repeat(44)}`,
      `cbt_${"+".repeat(43)}`,
    ]) {
      expect(looksLikeApiToken(value), value).toBe(false);
    }
  });
});
