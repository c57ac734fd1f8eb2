import { API_BASES, type Endpoint, fillPath } from "@chartbot/contracts/endpoint";
import { listEndpoints } from "@chartbot/contracts/endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  // Every bot endpoint is called here without a token, from one address: more than the guessing limit allows
  // (BOT_AUTH_FAILURE_MAX, tested on its own in the reliability suite).
  t = await createTestApp({ BOT_AUTH_FAILURE_MAX: "1000" });
});
afterAll(() => t?.close());

/** Each place an endpoint is served: its API's base, and the public API's for the endpoints also there. */
function mounts(endpoint: Endpoint) {
  const bases = [API_BASES[endpoint.api], ...(endpoint.publicApi ? [API_BASES.public] : [])];
  return bases.map((base) => ({ method: endpoint.method, path: base + endpoint.path }));
}

/** `/api/alerts/:id` as the OpenAPI document writes it: `/api/alerts/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the contract's endpoint declarations", () => {
  const declared = listEndpoints();

  it("are the API's routes, no more and no fewer, each with the declaration's texts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const paths = (response.json() as { paths: Record<string, Record<string, { summary?: string }>> }).paths;
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = declared.flatMap(({ endpoint }) =>
      mounts(endpoint).map(({ method, path }) => `${method} ${openApiPath(path)}`),
    );
    expect(served.sort()).toEqual(expected.sort());
    for (const { endpoint } of declared) {
      for (const { method, path } of mounts(endpoint)) {
        expect(paths[openApiPath(path)]?.[method.toLowerCase()]?.summary).toBe(endpoint.summary);
      }
    }
  });

  it("have one method and path each, and a successful answer", () => {
    const keys = declared.flatMap(({ endpoint }) => mounts(endpoint).map((m) => `${m.method} ${m.path}`));
    expect(new Set(keys).size).toBe(keys.length);
    for (const { name, endpoint } of declared) {
      const successes = Object.keys(endpoint.responses).filter((status) => status.startsWith("2"));
      expect(successes.length, `${name} declares its 2xx answers`).toBeGreaterThan(0);
    }
  });

  it("say truly what they take: without a credential, `session` and `bot` endpoints answer 401, the others do not", async () => {
    const wrong: string[] = [];
    for (const { name, endpoint } of declared) {
      for (const { method, path } of mounts(endpoint)) {
        // Any value fills a parameter: authentication runs before the parameters are validated.
        const url = fillPath(path, new Proxy({}, { get: () => "1" }));
        const response = await t.app.inject({ method, url });
        const refused = response.statusCode === 401;
        const needsCredential = endpoint.auth === "session" || endpoint.auth === "bot";
        if (refused !== needsCredential) wrong.push(`${name} (${method} ${path}): ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
