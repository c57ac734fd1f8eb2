import type { SessionUser } from "@chartbot/contracts/session";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { transport } from "@/client/api-fetch";
import { ensureApiSessionFor, sessionReady } from "./api-session";

const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
const originalFetch = transport.fetch;
beforeEach(() => {
  fetchMock.mockReset();
  transport.fetch = fetchMock;
});
afterEach(() => {
  transport.fetch = originalFetch;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const calls = () => fetchMock.mock.calls.map(([path, init]) => `${init.method ?? "GET"} ${path}`);

const signedIn = () => "theme=dark; chartbot_signed_in=1";
const signedOut = () => "theme=dark";

/** `GET /api/session`'s answer for `uid`. */
const sessionUser = (uid: string): SessionUser => ({
  uid,
  displayName: null,
  email: `${uid}@example.com`,
  emailVerified: true,
  photoURL: null,
  recentSignInUntil: "2025-03-01T10:05:00.000Z",
});

describe("ensureApiSessionFor", () => {
  it("starts a session without asking first when no session hint is set (no 401 to log)", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await ensureApiSessionFor({ uid: "u1", getIdToken: async () => "token" }, signedOut);
    expect(calls()).toEqual(["POST /api/session"]);
  });

  it("keeps the session the cookie already holds for this user", async () => {
    fetchMock.mockResolvedValueOnce(json(200, sessionUser("u1")));
    await ensureApiSessionFor({ uid: "u1", getIdToken: async () => "token" }, signedIn);
    expect(calls()).toEqual(["GET /api/session"]);
  });

  it("starts a session from the ID token when there is none, or it is someone else's", async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, sessionUser("someone-else")))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await ensureApiSessionFor({ uid: "u1", getIdToken: async () => "token" }, signedIn);
    expect(calls()).toEqual(["GET /api/session", "POST /api/session"]);
    expect(fetchMock.mock.calls[1]?.[1].body).toBe('{"idToken":"token"}');
  });

  it("keeps the session when the check gets no answer (offline, or the page is going away)", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(
      ensureApiSessionFor({ uid: "u1", getIdToken: async () => "token" }, signedIn),
    ).rejects.toMatchObject({ status: 0 });
    expect(calls()).toEqual(["GET /api/session"]);
  });

  it("rejects with the 401 when the sign-in is too old to start a session", async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { error: { code: "unauthenticated", message: "Signed out." } }))
      .mockResolvedValueOnce(json(401, { error: { code: "unauthenticated", message: "Too old." } }));
    await expect(
      ensureApiSessionFor({ uid: "u1", getIdToken: async () => "old" }, signedIn),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it("makes API calls wait for a session start still in flight", async () => {
    let giveToken: (token: string) => void = () => {};
    const token = new Promise<string>((resolve) => {
      giveToken = resolve;
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    void ensureApiSessionFor({ uid: "u1", getIdToken: () => token }, signedOut);
    let settled = false;
    const waiting = sessionReady().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    giveToken("token");
    await waiting;
    expect(settled).toBe(true);
  });

  it("starts one session when asked twice while the first start is in flight", async () => {
    let hint = signedOut();
    fetchMock
      .mockImplementationOnce(async () => {
        // The API's answer sets the session cookie, and with it the readable hint.
        hint = signedIn();
        return new Response(null, { status: 204 });
      })
      .mockResolvedValueOnce(json(200, sessionUser("u1")));
    const user = { uid: "u1", getIdToken: async () => "token" };
    await Promise.all([ensureApiSessionFor(user, () => hint), ensureApiSessionFor(user, () => hint)]);
    expect(calls()).toEqual(["POST /api/session", "GET /api/session"]);
  });
});
