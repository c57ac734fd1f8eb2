import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateApiToken, hashApiToken, looksLikeApiToken } from "../src/crypto/api-token.js";
import { openSecret, SecretBoxError, sealSecret } from "../src/crypto/secret-box.js";

const key = randomBytes(32);
const context = "exchange-credential:account-1:secret";

/** Flips one bit of the byte at `index` of a sealed value. */
function flipBit(sealed: string, index: number): string {
  const bytes = Buffer.from(sealed, "base64");
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString("base64");
}

describe("sealSecret and openSecret (AES-256-GCM)", () => {
  it("round-trips any text, including non-ASCII and the empty string", () => {
    for (const secret of ["s3cr3t-Key_value+/=", "", "ünïcødé 🔑", "x".repeat(10_000)]) {
      expect(openSecret(key, sealSecret(key, secret, context), context)).toBe(secret);
    }
  });

  it("stores version 1, a 12-byte IV and a 16-byte tag before the ciphertext, as base64", () => {
    const sealed = sealSecret(key, "abcdef", context);
    const bytes = Buffer.from(sealed, "base64");
    expect(bytes.toString("base64")).toBe(sealed);
    expect(bytes[0]).toBe(1);
    expect(bytes.length).toBe(1 + 12 + 16 + 6);
    expect(sealed).not.toContain("abcdef");
  });

  it("uses a fresh IV every time, so the same secret never seals the same way twice", () => {
    const sealed = Array.from({ length: 50 }, () => sealSecret(key, "same secret", context));
    expect(new Set(sealed).size).toBe(50);
    expect(
      new Set(sealed.map((value) => Buffer.from(value, "base64").subarray(1, 13).toString("hex"))).size,
    ).toBe(50);
  });

  it("detects a modified ciphertext, tag, IV or version", () => {
    const sealed = sealSecret(key, "a secret worth stealing", context);
    const positions = { version: 0, iv: 5, tag: 20, ciphertext: 30 };
    for (const [part, index] of Object.entries(positions)) {
      expect(() => openSecret(key, flipBit(sealed, index), context), part).toThrow(SecretBoxError);
    }
  });

  it("refuses a truncated or extended value, and text that is not base64", () => {
    const sealed = sealSecret(key, "secret", context);
    const bytes = Buffer.from(sealed, "base64");
    expect(() => openSecret(key, bytes.subarray(0, bytes.length - 1).toString("base64"), context)).toThrow(
      SecretBoxError,
    );
    expect(() => openSecret(key, Buffer.concat([bytes, Buffer.of(0)]).toString("base64"), context)).toThrow(
      SecretBoxError,
    );
    expect(() => openSecret(key, bytes.subarray(0, 20).toString("base64"), context)).toThrow(SecretBoxError);
    expect(() => openSecret(key, "not base64 at all!", context)).toThrow(SecretBoxError);
  });

  it("does not open with another key or in another context, and never says the secret in its error", () => {
    const sealed = sealSecret(key, "my-exchange-secret", context);
    for (const attempt of [
      () => openSecret(randomBytes(32), sealed, context),
      () => openSecret(key, sealed, "exchange-credential:account-2:secret"),
      () => openSecret(key, sealed, "exchange-credential:account-1:key"),
    ]) {
      expect(attempt).toThrow(SecretBoxError);
      try {
        attempt();
      } catch (error) {
        expect(String(error)).not.toContain("my-exchange-secret");
      }
    }
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => sealSecret(randomBytes(16), "x", context)).toThrow(SecretBoxError);
    expect(() => openSecret(randomBytes(31), sealSecret(key, "x", context), context)).toThrow(SecretBoxError);
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
