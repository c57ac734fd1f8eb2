import { randomUUID } from "node:crypto";
import { cert, deleteApp, initializeApp } from "firebase-admin/app";
import { type Auth, getAuth } from "firebase-admin/auth";
import type { ServiceAccount } from "../production-guard.js";

/** The Firebase Admin SDK for the configured project (the Auth emulator in development and tests). */
export interface Identity {
  readonly auth: Auth;
  close(): Promise<void>;
}

/**
 * Connects firebase-admin; with an emulator host configured it talks to the Auth emulator. With a service
 * account (required in production) it signs its calls to Firebase with that account's key.
 */
export function createIdentity(config: {
  projectId: string;
  emulatorHost?: string | undefined;
  serviceAccount?: ServiceAccount | undefined;
}): Identity {
  if (config.emulatorHost) {
    // firebase-admin reads the emulator address from this variable only; the config decides its value.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
  }
  const app = initializeApp(
    {
      projectId: config.projectId,
      ...(config.serviceAccount && { credential: cert(config.serviceAccount) }),
    },
    `chartbot-api-${randomUUID()}`,
  );
  return { auth: getAuth(app), close: () => deleteApp(app) };
}
