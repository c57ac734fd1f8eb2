import type { CreatedToken, Token } from "@chartbot/contracts/trading";

/**
 * An active, never used read-only personal API token as `tradingEndpoints.tokens` lists it, for component
 * tests; `changes` overrides fields. Each call has a new id.
 */
export function aToken(changes: Partial<Token> = {}): Token {
  return {
    id: crypto.randomUUID(),
    label: "Relay",
    prefix: "cbt_abcdefgh",
    scope: "read",
    createdAt: "2025-03-01T10:00:00.000Z",
    lastUsedAt: null,
    revokedAt: null,
    ...changes,
  };
}

/** A token as `tradingEndpoints.createToken` answers it: with the token itself, shown once. */
export function aCreatedToken(changes: Partial<CreatedToken> = {}): CreatedToken {
  return { ...aToken(), token: `cbt_${"a".repeat(43)}`, ...changes };
}
