import { hasSignedInHint } from "@chartbot/browser-storage";
import { sessionEndpoints } from "@chartbot/contracts/endpoints/session";
import { ApiError } from "@/client/api-error";
import { callEndpoint } from "@/client/api-fetch";

/**
 * The dashboard talks to the API with the API's own session (an HttpOnly cookie), not with Firebase tokens:
 * Firebase proves who signs in, once, and the session decides who stays signed in, so ending it (sign out,
 * "sign out everywhere", revoking it from another device) ends this browser's access at once.
 */

let ready: Promise<void> = Promise.resolve();

/** Resolves once the session for the signed-in user is started (or failed to start); API calls wait for it. */
export function sessionReady(): Promise<void> {
  return ready.catch(() => undefined);
}

/**
 * Makes sure the API session belongs to `user`: keeps the current one, or starts one from a fresh ID token.
 * Rejects with the API's 401 when the Firebase sign-in is too old to start one (the session ended while the
 * browser stayed signed in to Firebase): the caller then signs out so the person signs in again.
 *
 * Calls run one after another: a second call while a start is in flight (the auth listener set up again by a
 * new screen) waits for it and then finds its cookie, instead of starting a second session for the same
 * browser beside it.
 */
export function ensureApiSessionFor(
  user: { uid: string; getIdToken(): Promise<string> },
  cookies: () => string = () => document.cookie,
): Promise<void> {
  ready = sessionReady().then(async () => {
    // Without the readable hint there is no session to keep: no request, and no 401 in the console.
    if (hasSignedInHint(cookies())) {
      const current = await callEndpoint(sessionEndpoints.get, { session: false }).catch((error: unknown) => {
        // No answer (offline, or the page is going away): the session may well be fine; keep it.
        if (error instanceof ApiError && error.status === 0) throw error;
        return null;
      });
      if (current?.uid === user.uid) return;
    }
    await startApiSession(await user.getIdToken());
  });
  return ready;
}

/** Starts the API session from an ID token (the dashboard's origin sends it; the API sets the cookie). */
export async function startApiSession(idToken: string): Promise<void> {
  await callEndpoint(sessionEndpoints.start, { body: { idToken }, session: false });
}

/**
 * Hands the API a newer ID token of the signed-in user: a newly verified email, and, when the person just
 * signed in again, the re-authentication sensitive actions need.
 */
export async function refreshApiSession(idToken: string): Promise<void> {
  await callEndpoint(sessionEndpoints.refresh, { body: { idToken }, session: false });
}

/** Full-page navigation to the marketing site once the session cookie is set, so its header shows the user. */
export async function leaveForMarketingSite(url: string): Promise<void> {
  await Promise.race([sessionReady(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  window.location.assign(url);
}

/** Ends the API session: every copy of the cookie stops working, and the API clears it. */
export async function endApiSession(): Promise<void> {
  await callEndpoint(sessionEndpoints.end, { session: false });
}

/** Whether an error says the session is gone (signed out elsewhere, revoked, expired). */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;
