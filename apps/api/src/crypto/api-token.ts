import { hash, randomBytes } from "node:crypto";

/** Every personal API token starts with this, so leaked tokens are easy to recognise and scan for. */
export const API_TOKEN_PREFIX = "cbt_";

/** `cbt_` and 32 random bytes in base64url (43 characters). */
const API_TOKEN_PATTERN = /^cbt_[A-Za-z0-9_-]{43}$/;

/** How many characters of a token are kept for display (`cbt_` and 8 more); 48 of its 256 bits. */
const DISPLAY_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;

/** A freshly generated token: the token itself is shown once and never stored. */
export interface GeneratedApiToken {
  token: string;
  hash: string;
  displayPrefix: string;
}

/** Whether a string has the shape of a personal API token. */
export function looksLikeApiToken(value: string): boolean {
  return API_TOKEN_PATTERN.test(value);
}

/** The SHA-256 hex digest a token is stored and looked up by. */
export function hashApiToken(token: string): string {
  return hash("sha256", token, "hex");
}

/** Generates a new personal API token with its hash and display prefix. */
export function generateApiToken(): GeneratedApiToken {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashApiToken(token), displayPrefix: token.slice(0, DISPLAY_PREFIX_LENGTH) };
}
