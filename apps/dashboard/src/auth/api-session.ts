import { apiFetch } from "../api/api-fetch";

/**
 * Starts the API session (an HttpOnly cookie made from the ID token), so the marketing site's header knows
 * the user too. Failure is not fatal: the dashboard itself authenticates every call with the ID token.
 */
export async function startApiSession(idToken: string): Promise<void> {
  await apiFetch("/api/session", { method: "POST", body: { idToken }, authenticated: false });
}

/** Ends the API session: the API clears the cookie. */
export async function endApiSession(): Promise<void> {
  await apiFetch("/api/session", { method: "DELETE", authenticated: false });
}
