import { apiFetch } from "@/api/api-fetch";

/**
 * Starts the API session (an HttpOnly cookie made from the ID token), so the marketing site's header knows
 * the user too. Failure is not fatal: the dashboard itself authenticates every call with the ID token.
 */
export async function startApiSession(idToken: string): Promise<void> {
  await apiFetch("/api/session", { method: "POST", body: { idToken }, authenticated: false });
}

let inFlight: Promise<unknown> = Promise.resolve();

/**
 * Starts the API session for a newly signed-in user and remembers the request, so a navigation to the
 * marketing site can wait for the cookie (see `leaveForMarketingSite`) instead of cancelling the request.
 */
export function startApiSessionFor(user: { getIdToken(): Promise<string> }): Promise<void> {
  const started = user.getIdToken().then(startApiSession);
  inFlight = started.catch(() => undefined);
  return started;
}

/** Resolves once the last session start has finished (or failed), or after `timeoutMs` at the latest. */
export function apiSessionSettled(timeoutMs = 5_000): Promise<void> {
  return Promise.race([
    inFlight.then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

/** Full-page navigation to the marketing site once the session cookie is set, so its header shows the user. */
export async function leaveForMarketingSite(url: string): Promise<void> {
  await apiSessionSettled();
  window.location.assign(url);
}

/** Ends the API session: the API clears the cookie. */
export async function endApiSession(): Promise<void> {
  await apiFetch("/api/session", { method: "DELETE", authenticated: false });
}
