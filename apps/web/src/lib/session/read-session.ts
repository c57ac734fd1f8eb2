import { ApiClientError } from "@chartbot/api-client";
import { routes } from "@chartbot/contracts/routes";
import type { SessionUser as SessionResponse } from "@chartbot/contracts/session";
import type { Session, SessionUser } from "@chartbot/ui/header";
import { siteApi } from "../site-api";

const nullableString = (value: unknown): value is string | null =>
  value === null || typeof value === "string";

/**
 * Whether a response body has the session shape (the contract's `SessionUserSchema`); checked by hand to keep zod
 * out of the browser bundle.
 */
export function isSessionResponse(body: unknown): body is SessionResponse {
  if (typeof body !== "object" || body === null) return false;
  const record = body as Record<string, unknown>;
  return (
    typeof record.emailVerified === "boolean" &&
    nullableString(record.displayName) &&
    nullableString(record.email) &&
    nullableString(record.photoURL)
  );
}

/** The header's session for an API answer: 200 with a user is signed in, everything else signed out. */
export function sessionFromResponse(status: number, body: unknown): Session {
  if (status !== 200 || !isSessionResponse(body)) return { status: "signed-out" };
  const user: SessionUser = { displayName: body.displayName, email: body.email, photoURL: body.photoURL };
  return body.emailVerified ? { status: "verified", user } : { status: "unverified", user };
}

/**
 * Asks the API who is signed in (`GET /api/session`), with the session cookie. Undefined when the API could not be
 * asked (offline, aborted): then nothing is known about the session.
 */
export async function readSession(apiOrigin: string, signal?: AbortSignal): Promise<Session | undefined> {
  try {
    const body: unknown = await siteApi(apiOrigin, "include").call(routes.session.get, {
      ...(signal && { signal }),
    });
    return sessionFromResponse(200, body);
  } catch (error) {
    // A refusal (401) is an answer; no answer, or one that is not JSON, tells nothing.
    if (error instanceof ApiClientError && error.status >= 400)
      return sessionFromResponse(error.status, null);
    return undefined;
  }
}
