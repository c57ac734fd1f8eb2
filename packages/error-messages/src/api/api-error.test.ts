import { describe, expect, it } from "vitest";
import { ApiErrorBodySchema, apiError, isApiErrorBody } from "./api-error-body.ts";
import {
  API_ERROR_CODES,
  API_ERROR_MESSAGES,
  API_ERROR_STATUS,
  isServerError,
  statusForApiError,
} from "./api-error-codes.ts";

describe("API error codes", () => {
  it("lists each code once", () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });

  it.each(API_ERROR_CODES)("gives %s an HTTP error status and a user message", (code) => {
    const status = statusForApiError(code);
    expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
    expect(API_ERROR_MESSAGES[code]).toMatch(/^[A-Z].*\.$/);
  });

  it("has no status or message for a code that is not listed", () => {
    expect(Object.keys(API_ERROR_STATUS).sort()).toEqual([...API_ERROR_CODES].sort());
    expect(Object.keys(API_ERROR_MESSAGES).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it.each([
    ["validation_failed", 400],
    ["unauthenticated", 401],
    ["email_not_verified", 403],
    ["not_found", 404],
    ["duplicate_alert", 409],
    ["payload_too_large", 413],
    ["rate_limited", 429],
    ["internal_error", 500],
    ["discord_unreachable", 502],
    ["database_unavailable", 503],
    ["auth_unavailable", 503],
    ["overloaded", 503],
  ] as const)("answers %s with %i", (code, status) => {
    expect(API_ERROR_STATUS[code]).toBe(status);
  });

  it("treats only 5xx codes as server errors", () => {
    expect(isServerError("internal_error")).toBe(true);
    expect(isServerError("forbidden")).toBe(false);
  });
});

describe("apiError", () => {
  it("builds the body with the default user message", () => {
    expect(apiError("not_found")).toEqual({
      error: { code: "not_found", message: "We could not find what you were looking for." },
    });
  });

  it("uses a specific message for a client error", () => {
    expect(apiError("limit_reached", "You can have at most 10 alerts.").error.message).toBe(
      "You can have at most 10 alerts.",
    );
  });

  it("never sends a specific message for a server error", () => {
    expect(apiError("internal_error", "connect ECONNREFUSED 10.0.0.3:5432").error.message).toBe(
      API_ERROR_MESSAGES.internal_error,
    );
  });

  it("falls back to the default message when the specific one is empty", () => {
    expect(apiError("conflict", "").error.message).toBe(API_ERROR_MESSAGES.conflict);
  });

  it.each(API_ERROR_CODES)("builds a body for %s that the schema accepts", (code) => {
    expect(isApiErrorBody(apiError(code))).toBe(true);
  });
});

describe("ApiErrorBodySchema", () => {
  it("accepts a body with extra fields and strips them", () => {
    const parsed = ApiErrorBodySchema.parse({
      error: { code: "validation_failed", message: "Bad", issues: [] },
      requestId: "r1",
    });
    expect(parsed).toEqual({ error: { code: "validation_failed", message: "Bad" } });
  });

  it.each([
    ["an unknown code", { error: { code: "teapot", message: "x" } }],
    ["an empty message", { error: { code: "not_found", message: "" } }],
    ["a missing message", { error: { code: "not_found" } }],
    ["a flat shape", { code: "not_found", message: "x" }],
    ["a string", "not_found"],
    ["null", null],
  ])("rejects %s", (_name, value) => {
    expect(isApiErrorBody(value)).toBe(false);
  });
});
