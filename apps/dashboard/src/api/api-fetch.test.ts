import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { apiFetch, apiFetchResponse, transport } from "./api-fetch";

const token = vi.hoisted(() => ({ value: "id-token" as string | null }));
vi.mock("@/firebase/firebase-auth", () => ({ getCurrentIdToken: async () => token.value }));

const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
const originalFetch = transport.fetch;

beforeEach(() => {
  token.value = "id-token";
  fetchMock.mockReset();
  transport.fetch = fetchMock;
});

afterEach(() => {
  transport.fetch = originalFetch;
});

/** The request init of the first fetch call. */
const firstInit = (): RequestInit => fetchMock.mock.calls[0]?.[1] ?? {};
const firstHeaders = (): Record<string, string> => (firstInit().headers ?? {}) as Record<string, string>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("apiFetch", () => {
  it("sends the ID token as a Bearer token and returns the parsed body", async () => {
    fetchMock.mockResolvedValue(json(200, { communities: [] }));
    await expect(apiFetch("/api/communities")).resolves.toEqual({ communities: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/communities");
    expect(firstInit().method).toBe("GET");
    expect(firstHeaders().authorization).toBe("Bearer id-token");
  });

  it("sends a JSON body", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiFetch("/api/account", { method: "PATCH", body: { displayName: "Ada" } });
    expect(firstInit().body).toBe('{"displayName":"Ada"}');
    expect(firstHeaders()["content-type"]).toBe("application/json");
  });

  it("returns undefined for 204", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch("/api/account", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("turns the API's error body into an ApiError with status, code and message", async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: { code: "limit_reached", message: "You can have at most 5 alerts." } }),
    );
    const error = await apiFetch("/api/alerts", { method: "POST", body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "limit_reached",
      message: "You can have at most 5 alerts.",
    });
  });

  it("names a failure without our error body by its status", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiFetch("/api/alerts")).rejects.toMatchObject({
      status: 502,
      code: "internal_error",
      message: "An internal error has occurred. Please try again.",
    });
  });

  it("reports a network failure as status 0", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiFetch("/api/alerts")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });

  it("fails with 401 before sending anything when nobody is signed in", async () => {
    token.value = null;
    await expect(apiFetch("/api/account")).rejects.toMatchObject({ status: 401, code: "unauthenticated" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("can call an endpoint without a token", async () => {
    token.value = null;
    fetchMock.mockResolvedValue(json(200, { token: "custom" }));
    await apiFetch("/api/account/create", {
      method: "POST",
      body: { code: "c", redirect: "r" },
      authenticated: false,
    });
    expect(firstHeaders().authorization).toBeUndefined();
  });
});

describe("apiFetchResponse", () => {
  it("returns the response of a download", async () => {
    fetchMock.mockResolvedValue(json(200, { account: {} }));
    const response = await apiFetchResponse("/api/account/export");
    await expect(response.json()).resolves.toEqual({ account: {} });
  });

  it("fails like apiFetch", async () => {
    fetchMock.mockResolvedValue(json(403, { error: { code: "email_not_verified", message: "Verify." } }));
    await expect(apiFetchResponse("/api/account/export")).rejects.toMatchObject({
      status: 403,
      code: "email_not_verified",
    });
  });
});
