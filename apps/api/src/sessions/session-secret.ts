import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: what the session cookie holds. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new session secret (256 bits from the OS's CSPRNG), for the cookie; only its hash is stored. */
export function newSessionSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a secret; undefined for anything that cannot be one (no lookup for garbage). */
export function hashSessionSecret(secret: string | undefined): string | undefined {
  if (!secret || !SECRET_PATTERN.test(secret)) return undefined;
  return createHash("sha256").update(secret).digest("base64url");
}
