import { createHmac } from "node:crypto";

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Claims of a Firebase ID token for `uid` in `projectId`, valid for an hour unless overridden. */
export function idTokenClaims(projectId: string, uid: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...overrides,
  };
}

/** A JWT with the given header and claims and `signature` as its third part (empty: unsigned). */
export function craftToken(header: Record<string, unknown>, claims: Record<string, unknown>, signature = "") {
  return `${encode(header)}.${encode(claims)}.${signature}`;
}

/** A JWT signed with HMAC-SHA256 under `secret`: well formed, but not how Firebase signs. */
export function hs256Token(claims: Record<string, unknown>, secret: string, kid = "forged-key") {
  const unsigned = `${encode({ alg: "HS256", typ: "JWT", kid })}.${encode(claims)}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  const [, payload = ""] = token.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** A fake RSA signature: 256 bytes, the size of an RS256 one. */
export const fakeRs256Signature = () => Buffer.alloc(256, 7).toString("base64url");
