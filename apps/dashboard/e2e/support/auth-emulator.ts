import { authEmulatorClient, uniqueEmail as emailFor } from "@chartbot/test-servers/auth-emulator";
import { AUTH_EMULATOR_HOST, FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from "./e2e-env";

/** The emulator's users, for tests: `createUser`, `disableUser`, `latestOobCode` (`@chartbot/test-servers`). */
export const { createUser, disableUser, latestOobCode } = authEmulatorClient({
  host: AUTH_EMULATOR_HOST,
  projectId: FIREBASE_PROJECT_ID,
  apiKey: FIREBASE_API_KEY,
});

/** A fresh address per test: the emulator is shared with other suites and is never cleared here. */
export function uniqueEmail(label: string): string {
  return emailFor("e2e", label);
}
