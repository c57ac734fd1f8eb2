import { sessionEvents } from "@/client/session-events";
import { getFirebaseAuth } from "@/firebase/firebase-auth";

/** How recent a sign-in the API wants for sensitive actions (the API's `RECENT_SIGN_IN_MS`). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/** Whether a sign-in at `authTime` (an ID token's `auth_time`, as a date string) is recent at `now`. */
export function isRecentSignIn(authTime: string | undefined, now: number = Date.now()): boolean {
  const at = authTime ? Date.parse(authTime) : Number.NaN;
  return Number.isFinite(at) && now - at <= RECENT_SIGN_IN_MS - 30_000;
}

/**
 * Before leaving the page for a sensitive action that returns later (linking Discord): asks the person to
 * confirm it is them now when their sign-in is not recent, rather than after the trip. Resolves false when
 * they cancel. The API still checks when the action arrives (and the same dialog answers it then).
 */
export async function ensureRecentSignIn(): Promise<boolean> {
  const user = getFirebaseAuth().currentUser;
  if (!user) return false;
  const { authTime } = await user.getIdTokenResult();
  if (isRecentSignIn(authTime)) return true;
  return sessionEvents.confirmIdentity();
}
