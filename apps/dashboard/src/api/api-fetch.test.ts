import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { apiFetch, apiFetchResponse, transport } from "./api-fetch";
import { sessionEvents } from "./session-events";

const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
const originalFetch = transport.fetch;

const original = { ...sessionEvents };

beforeEach(() => {
  Object.assign(sessionEvents, original);
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
  it("sends the session cookie (same origin, no Authorization header) and returns the parsed body", async () => {
    fetchMock.mockResolvedValue(json(200, { communities: [] }));
    await expect(apiFetch("/api/communities")).resolves.toEqual({ communities: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/communities");
    expect(firstInit().method).toBe("GET");
    expect(firstInit().credentials).toBe("same-origin");
    expect(firstHeaders().authorization).toBeUndefined();
  });

  it("waits until the session is started before sending", async () => {
    let start: () => void = () => {};
    sessionEvents.ready = () => new Promise<void>((resolve) => (start = resolve));
    fetchMock.mockResolvedValue(json(200, {}));
    const call = apiFetch("/api/alerts");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    start();
    await call;
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("reports a 401 as the session having ended", async () => {
    const ended = vi.fn();
    sessionEvents.ended = ended;
    fetchMock.mockResolvedValue(
      json(401, { error: { code: "unauthenticated", message: "Your session has ended." } }),
    );
    await expect(apiFetch("/api/alerts")).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledOnce();
  });

  it("asks the person to confirm it is them when the API needs a recent sign-in, then sends again", async () => {
    const confirm = vi.fn(async () => true);
    sessionEvents.confirmIdentity = confirm;
    fetchMock
      .mockResolvedValueOnce(json(403, { error: { code: "recent_sign_in_required", message: "Confirm." } }))
      .mockResolvedValueOnce(json(201, { id: "t1" }));
    await expect(
      apiFetch("/api/trading/tokens", { method: "POST", body: { label: "CLI" } }),
    ).resolves.toEqual({ id: "t1" });
    expect(confirm).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives up with the API's error when the person cancels the confirmation", async () => {
    sessionEvents.confirmIdentity = async () => false;
    fetchMock.mockResolvedValue(
      json(403, { error: { code: "recent_sign_in_required", message: "Confirm." } }),
    );
    await expect(apiFetch("/api/account", { method: "DELETE" })).rejects.toMatchObject({
      status: 403,
      code: "recent_sign_in_required",
    });
    expect(fetchMock).toHaveBeenCalledOnce();
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

  it("calls the session endpoints outside the session: no waiting, a 401 is only an answer", async () => {
    const ended = vi.fn();
    sessionEvents.ended = ended;
    sessionEvents.ready = () => new Promise<void>(() => {});
    fetchMock.mockResolvedValue(json(401, { error: { code: "unauthenticated", message: "Signed out." } }));
    await expect(apiFetch("/api/session", { session: false })).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
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
