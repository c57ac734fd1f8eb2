import { authEmulatorClient, uniqueEmail as emailFor } from "@chartbot/test-servers/auth-emulator";
import { AUTH_EMULATOR_HOST, FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from "./e2e-env";

/** The emulator's users, for tests: `createUser`, `disableUser`, `setPassword`, `latestOobCode` (`@chartbot/test-servers`). */
export const { createUser, disableUser, setPassword, latestOobCode } = authEmulatorClient({
  host: AUTH_EMULATOR_HOST,
  projectId: FIREBASE_PROJECT_ID,
  apiKey: FIREBASE_API_KEY,
});

/** A fresh address per test: the emulator is shared with other suites and is never cleared here. */
export function uniqueEmail(label: string): string {
  return emailFor("e2e", label);
}

/** A Firebase ID token for an emulator user, to call the API directly (setting up data a test needs). */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`The emulator refused to sign ${email} in`);
  return body.idToken;
}
