import { getApps, initializeApp } from "firebase/app";
import { type Auth, connectAuthEmulator, getAuth } from "firebase/auth";
import { env } from "@/env";

let auth: Auth | undefined;

/**
 * The Firebase Auth instance of the dashboard, connected to the Auth emulator when one is configured.
 * Browser only: call it from effects and event handlers, never while rendering on the server.
 */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app =
    getApps()[0] ?? initializeApp({ apiKey: env.firebase.apiKey, projectId: env.firebase.projectId });
  auth = getAuth(app);
  if (env.firebase.authEmulatorHost) {
    // disableWarnings: no "emulator mode" banner over the page (it would cover the footer in tests too).
    connectAuthEmulator(auth, `http://${env.firebase.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}
