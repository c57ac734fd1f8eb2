import { sessionEndpoints } from "@chartbot/contracts/endpoints/session";
import { callEndpoint } from "@/client/api-fetch";

/** Signs one device out. */
export function endSession(id: string): Promise<void> {
  return callEndpoint(sessionEndpoints.endOne, { params: { sessionId: id } });
}

/** Signs every other device out; this one stays signed in. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return callEndpoint(sessionEndpoints.endOthers, { query: { keep: "current" } });
}

/** Signs out everywhere, this device included (the caller then signs out of Firebase here). */
export function endAllSessions(): Promise<{ ended: number }> {
  return callEndpoint(sessionEndpoints.endOthers);
}
