import { authEmulatorClient, uniqueEmail as emailFor } from "@chartbot/test-servers/auth-emulator";
import { AUTH_EMULATOR_HOST, FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from "./env";

/** The journeys' own emulator's users: `createUser`, `latestOobCode` (`@chartbot/test-servers`). */
export const { createUser, latestOobCode } = authEmulatorClient({
  host: AUTH_EMULATOR_HOST,
  projectId: FIREBASE_PROJECT_ID,
  apiKey: FIREBASE_API_KEY,
});

/** A fresh address per journey. */
export function uniqueEmail(label: string): string {
  return emailFor("journey", label);
}
