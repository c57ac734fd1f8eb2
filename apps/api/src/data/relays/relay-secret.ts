import { hash, randomBytes, timingSafeEqual } from "node:crypto";
import type { relays } from "../../db/schema.js";

/** A new relay secret (32 random bytes, base64url: 256 bits) and the SHA-256 hex digest it is stored as. */
export function generateRelaySecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: hashRelaySecret(secret) };
}

/** The SHA-256 hex digest a relay secret is stored as. */
export function hashRelaySecret(secret: string): string {
  return hash("sha256", secret, "hex");
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));

/**
 * Whether `secret` opens the relay at `now`: its current secret, or the one before the last rotation while
 * its overlap lasts. Digests are compared in constant time.
 */
export function relaySecretMatches(
  relay: Pick<typeof relays.$inferSelect, "secretHash" | "previousSecretHash" | "previousSecretExpiresAt">,
  secret: string,
  now: Date,
): boolean {
  const digest = hashRelaySecret(secret);
  const current = sameHash(digest, relay.secretHash);
  const previous =
    relay.previousSecretHash !== null &&
    relay.previousSecretExpiresAt !== null &&
    relay.previousSecretExpiresAt > now &&
    sameHash(digest, relay.previousSecretHash);
  return current || previous;
}
