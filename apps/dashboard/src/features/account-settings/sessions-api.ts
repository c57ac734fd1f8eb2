import { apiFetch } from "@/api/api-fetch";

/** The account's sessions (paged: `useApiPages`). */
export const SESSIONS_PATH = "/api/sessions";

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
