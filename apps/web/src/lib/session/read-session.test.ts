import { afterEach, describe, expect, it, vi } from "vitest";
import { readSession, sessionFromResponse } from "./read-session";

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
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe("http://api.test:4000/api/session");
    expect(init.credentials).toBe("include");
  });

  it("knows nothing when the API cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(readSession("http://api.test:4000")).resolves.toBeUndefined();
  });

  it("is signed out when the API answers 401", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: { code: "unauthenticated" } }, { status: 401 })),
    );
    await expect(readSession("http://api.test:4000")).resolves.toEqual({ status: "signed-out" });
  });
});
