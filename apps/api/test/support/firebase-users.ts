import { randomUUID } from "node:crypto";
import type { Auth } from "firebase-admin/auth";

const EMULATOR = "http://127.0.0.1:9099";

export interface TestUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  /** A fresh Firebase ID token, signed by the Auth emulator. */
  readonly idToken: string;
}

/** Signs in with email and password on the Auth emulator, as the Firebase JS SDK does. */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Signs in with a Firebase custom token on the Auth emulator, as the dashboard does after a Discord sign-in. */
export async function signInWithCustomToken(customToken: string): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=emulator`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`custom token sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Creates a user on the Auth emulator (verified unless told otherwise) and signs them in. */
export async function createTestUser(
  auth: Auth,
  options: { verified?: boolean; displayName?: string } = {},
): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const record = await auth.createUser({
    email,
    password,
    emailVerified: options.verified ?? true,
    ...(options.displayName && { displayName: options.displayName }),
  });
  return { uid: record.uid, email, password, idToken: await signInWithPassword(email, password) };
}

/** The Authorization header for a test user. */
export const bearer = (user: { idToken: string }) => ({ authorization: `Bearer ${user.idToken}` });
