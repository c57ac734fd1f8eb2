import { hash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: what the session cookie holds. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new session secret (256 bits from the OS's CSPRNG), for the cookie; only its hash is stored. */
export function newSessionSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a secret; undefined for anything that cannot be one (no lookup for garbage). */
export function hashSessionSecret(secret: string | undefined): string | undefined {
  if (!secret || !SECRET_PATTERN.test(secret)) return undefined;
  // The one-shot digest: no Hash object per request (every signed-in request hashes its cookie).
  return hash("sha256", secret, "base64url");
}
