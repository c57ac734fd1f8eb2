import type { DecodedIdToken } from "firebase-admin/auth";

/** What the API knows about the signed-in person from their verified Firebase token. */
export interface VerifiedUser {
  readonly uid: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly displayName: string | undefined;
  readonly photoURL: string | undefined;
}

/** Reads the fields the API uses from a decoded ID token or session cookie. */
export function verifiedUserFrom(token: DecodedIdToken): VerifiedUser {
  return {
    uid: token.uid,
    email: token.email,
    emailVerified: token.email_verified === true,
    displayName: typeof token.name === "string" ? token.name : undefined,
    photoURL: token.picture,
  };
}
