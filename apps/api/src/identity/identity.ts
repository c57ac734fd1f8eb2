import { randomUUID } from "node:crypto";
import { cert, deleteApp, initializeApp } from "firebase-admin/app";
import { type Auth, AuthErrorCode, getAuth } from "firebase-admin/auth";
import type { ServiceAccount } from "../production-guard.js";
import { isAuthError } from "./firebase-errors.js";

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

/**
 * Asks Firebase (once, not per request) whether the account may still sign in and since when its earlier
 * sign-ins are revoked. A deleted Firebase user counts as disabled.
 */
export function checkIdentityWith(auth: Auth) {
  return async (account: { firebaseUid: string }) => {
    try {
      const user = await auth.getUser(account.firebaseUid);
      const revokedAt = user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime) : undefined;
      return { disabled: user.disabled, revokedAt };
    } catch (error) {
      if (isAuthError(error, AuthErrorCode.USER_NOT_FOUND)) {
        return { disabled: true, revokedAt: undefined };
      }
      throw error;
    }
  };
}
