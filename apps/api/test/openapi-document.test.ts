import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app.js";

// docs/api/openapi.json is the document the API serves at /api/openapi.json, committed so the bot's and the
// public API's users read it without running the API, and so `pnpm lint` checks it with Redocly's rules
// (scripts/lint-openapi.mjs). This test fails when a route changes without it; `pnpm --filter @chartbot/api
// openapi:write` writes it again.

const COMMITTED = fileURLToPath(new URL("../../../docs/api/openapi.json", import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("docs/api/openapi.json", () => {
  it("is the document the API serves", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const served = response.json();
    if (process.env.UPDATE_OPENAPI === "1") writeFileSync(COMMITTED, `${JSON.stringify(served, null, 2)}\n`);
    const committed = JSON.parse(readFileSync(COMMITTED, "utf8"));
    expect(
      committed,
      "docs/api/openapi.json is out of date: run `pnpm --filter @chartbot/api openapi:write` and commit it",
    ).toEqual(served);
  });

  it("names an operationId for every operation, each once, and the server it is served from", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(90);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/api/alerts/{id}/triggers"]?.get?.operationId).toBe("getAlertsByIdTriggers");
    expect(document.servers).toEqual([{ url: "/", description: "The origin that serves this document" }]);
  });
});
