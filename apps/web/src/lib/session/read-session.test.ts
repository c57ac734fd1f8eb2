import { afterEach, describe, expect, it, vi } from "vitest";
import { endSession, readSession, sessionFromResponse } from "./read-session";

const user = { displayName: "Ada", email: "ada@example.test", photoURL: null };

describe("sessionFromResponse", () => {
  it("is verified for a 200 with a verified email", () => {
    expect(sessionFromResponse(200, { ...user, emailVerified: true })).toEqual({ status: "verified", user });
  });

  it("is unverified for a 200 with an unverified email", () => {
    expect(sessionFromResponse(200, { ...user, emailVerified: false })).toEqual({
      status: "unverified",
      user,
    });
  });

  it("is signed out for a 401 or a body of the wrong shape", () => {
    expect(sessionFromResponse(401, null)).toEqual({ status: "signed-out" });
    expect(sessionFromResponse(200, { email: 42, emailVerified: true })).toEqual({ status: "signed-out" });
    expect(sessionFromResponse(200, "ok")).toEqual({ status: "signed-out" });
  });
});

describe("readSession", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks GET /api/session on the API origin with the session cookie", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ...user, emailVerified: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(readSession("http://api.test:4000")).resolves.toEqual({ status: "verified", user });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe("http://api.test:4000/api/session");
    expect(init.credentials).toBe("include");
  });

  it("counts a network failure as signed out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(readSession("http://api.test:4000")).resolves.toEqual({ status: "signed-out" });
  });

  it("ends the session with DELETE /api/session and never throws", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await endSession("http://api.test:4000");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe("http://api.test:4000/api/session");
    expect(init).toMatchObject({ method: "DELETE", credentials: "include" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    await expect(endSession("http://api.test:4000")).resolves.toBeUndefined();
  });
});
