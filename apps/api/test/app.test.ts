import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("errors", () => {
  it("answers an unknown route with 404 in the error shape", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nowhere?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "No route for GET /api/nowhere." },
    });
  });

  it("answers malformed JSON, a wrong content type and an oversized body with 4xx in the error shape", async () => {
    const cases = [
      {
        payload: "{not json",
        headers: { "content-type": "application/json" },
        status: 400,
        code: "bad_request",
      },
      {
        payload: "code=a",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        status: 415,
        code: "unsupported_media_type",
      },
      {
        payload: JSON.stringify({ code: "a".repeat(200_000), redirect: "x" }),
        headers: { "content-type": "application/json" },
        status: 413,
        code: "payload_too_large",
      },
    ];
    for (const { payload, headers, status, code } of cases) {
      const response = await t.app.inject({ method: "POST", url: "/api/account/create", payload, headers });
      expect(response.statusCode, code).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });
});

describe("the OpenAPI document", () => {
  it("describes every route with its request and response schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe("3.1.0");
    const create = doc.paths["/api/account/create"].post;
    expect(create.requestBody.content["application/json"].schema.required).toEqual(["code", "redirect"]);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(["200", "400", "502"]));
    const docsPage = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docsPage.statusCode).toBe(200);
  });
});

describe("loadConfig", () => {
  it("works with no configuration at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      database: { kind: "pglite" },
      firebase: { projectId: "demo-chartbot" },
    });
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ENCRYPTION_KEY: "short" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
  });

  it("requires a real encryption key in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/ENCRYPTION_KEY: required in production/);
  });
});
