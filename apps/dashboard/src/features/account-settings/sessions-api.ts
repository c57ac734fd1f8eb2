import type { SessionList } from "@chartbot/contracts/session";
import { apiFetch } from "@/api/api-fetch";

/** Query key of the session list in Account Settings. */
export const SESSIONS_KEY = ["sessions"] as const;

/** One page of the account's active sessions. */
export function fetchSessions(cursor?: string): Promise<SessionList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return apiFetch<SessionList>(`/api/sessions${query}`);
}

/** Signs one device out. */
export function endSession(id: string): Promise<void> {
  return apiFetch(`/api/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Signs every other device out; this one stays signed in. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return apiFetch("/api/sessions?keep=current", { method: "DELETE" });
}

/** Signs out everywhere, this device included (the caller then signs out of Firebase here). */
export function endAllSessions(): Promise<{ ended: number }> {
  return apiFetch("/api/sessions", { method: "DELETE" });
}
