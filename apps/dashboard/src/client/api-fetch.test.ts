import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { sessionEndpoints } from "@chartbot/contracts/endpoints/session";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { callEndpoint, callEndpointForResponse, transport } from "./api-fetch";
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

const ALERT_ID = "0f9c3a55-8a3c-4d8e-9a57-0c3e1b9a7a11";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("callEndpoint", () => {
  it("sends the session cookie (same origin, no Authorization header) and returns the parsed body", async () => {
    fetchMock.mockResolvedValue(json(200, { communities: [] }));
    await expect(callEndpoint(communityEndpoints.list)).resolves.toEqual({ communities: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/communities");
    expect(firstInit().method).toBe("GET");
    expect(firstInit().credentials).toBe("same-origin");
    expect(firstHeaders().authorization).toBeUndefined();
  });

  it("waits until the session is started before sending", async () => {
    let start: () => void = () => {};
    sessionEvents.ready = () => new Promise<void>((resolve) => (start = resolve));
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const call = callEndpoint(alertEndpoints.delete, { params: { id: ALERT_ID } });
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
    await expect(callEndpoint(communityEndpoints.list)).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledOnce();
  });

  it("asks the person to confirm it is them when the API needs a recent sign-in, then sends again", async () => {
    const confirm = vi.fn(async () => true);
    sessionEvents.confirmIdentity = confirm;
    fetchMock
      .mockResolvedValueOnce(json(403, { error: { code: "recent_sign_in_required", message: "Confirm." } }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(callEndpoint(accountEndpoints.unlinkDiscord)).resolves.toBeUndefined();
    expect(confirm).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives up with the API's error when the person cancels the confirmation", async () => {
    sessionEvents.confirmIdentity = async () => false;
    fetchMock.mockResolvedValue(
      json(403, { error: { code: "recent_sign_in_required", message: "Confirm." } }),
    );
    await expect(callEndpoint(accountEndpoints.delete)).rejects.toMatchObject({
      status: 403,
      code: "recent_sign_in_required",
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("sends the endpoint's method and a JSON body", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await callEndpoint(sessionEndpoints.refresh, { body: { idToken: "t" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/session");
    expect(firstInit().method).toBe("PUT");
    expect(firstInit().body).toBe('{"idToken":"t"}');
    expect(firstHeaders()["content-type"]).toBe("application/json");
  });

  it("returns undefined for 204", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callEndpoint(accountEndpoints.delete)).resolves.toBeUndefined();
  });

  it("turns the API's error body into an ApiError with status, code and message", async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: { code: "limit_reached", message: "You can have at most 5 alerts." } }),
    );
    const body = { ticker: "BTCUSD", placement: "above", level: 1 } as const;
    const error = await callEndpoint(alertEndpoints.create, { body }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "limit_reached",
      message: "You can have at most 5 alerts.",
    });
  });

  it("names a failure without our error body by its status", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(callEndpoint(communityEndpoints.list)).rejects.toMatchObject({
      status: 502,
      code: "internal_error",
      message: "An internal error has occurred. Please try again.",
    });
  });

  it("reports a network failure as status 0", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(callEndpoint(communityEndpoints.list)).rejects.toMatchObject({
      status: 0,
      code: "network_error",
    });
  });

  it("calls the session endpoints outside the session: no waiting, a 401 is only an answer", async () => {
    const ended = vi.fn();
    sessionEvents.ended = ended;
    sessionEvents.ready = () => new Promise<void>(() => {});
    fetchMock.mockResolvedValue(json(401, { error: { code: "unauthenticated", message: "Signed out." } }));
    await expect(callEndpoint(sessionEndpoints.get, { session: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(ended).not.toHaveBeenCalled();
  });
});

describe("callEndpointForResponse", () => {
  it("returns the response of a download", async () => {
    fetchMock.mockResolvedValue(json(200, { account: {} }));
    const response = await callEndpointForResponse(accountEndpoints.export);
    await expect(response.json()).resolves.toEqual({ account: {} });
  });

  it("fails like callEndpoint", async () => {
    fetchMock.mockResolvedValue(json(403, { error: { code: "email_not_verified", message: "Verify." } }));
    await expect(callEndpointForResponse(accountEndpoints.export)).rejects.toMatchObject({
      status: 403,
      code: "email_not_verified",
    });
  });
});

describe("the answers, checked against the contract in development and tests", () => {
  it("builds the URL from the declaration, each parameter encoded", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await callEndpoint(sessionEndpoints.endOne, { params: { sessionId: "a/b c" } });
    await callEndpoint(sessionEndpoints.endOthers, { query: { keep: "current" } });
    expect(fetchMock.mock.calls.map((call) => [call[0], call[1].method])).toEqual([
      ["/api/sessions/a%2Fb%20c", "DELETE"],
      ["/api/sessions?keep=current", "DELETE"],
    ]);
  });

  it("refuses an answer the endpoint does not give, naming the field", async () => {
    fetchMock.mockResolvedValue(json(200, { communities: [{ id: 7 }] }));
    const error = await callEndpoint(communityEndpoints.list).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: "invalid_response" });
    expect((error as ApiError).message).toMatch(/^GET \/communities 200: communities\.0\.\w+: /);
  });

  it("refuses a status the endpoint does not declare", async () => {
    fetchMock.mockResolvedValue(json(202, { communities: [] }));
    await expect(callEndpoint(communityEndpoints.list)).rejects.toMatchObject({
      code: "invalid_response",
      message: "GET /communities 202: the contract declares no such answer",
    });
  });
});
