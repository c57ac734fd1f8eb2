import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOfPath } from "../src/plugins/docs.js";
import { request } from "./support/request.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
}

const METHODS = ["get", "put", "post", "patch", "delete", "head", "options"];
const GROUP_OF_API = { dashboard: "Dashboard", public: "Public API", bot: "Bot API" } as const;
/** What each API's routes must accept (a dashboard route may also need no credential: `security: []`). */
const SCHEMES_OF_GROUP: Record<string, string[][]> = {
  Dashboard: [["session", "idToken"], [], ["session", ""]],
  "Public API": [["apiToken"]],
  "Bot API": [["botToken"]],
};

async function openApiDocument() {
  const response = await request(t.app, "GET", "/api/openapi.json");
  expect(response.statusCode).toBe(200);
  return response.json() as {
    paths: Record<string, Record<string, Operation>>;
    tags: { name: string; description?: string }[];
    "x-tagGroups": { name: string; tags: string[] }[];
    components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  };
}

describe("the OpenAPI document's groups", () => {
  it("puts every route in exactly one group (dashboard, public, bot), by its path, with that group's security", async () => {
    const doc = await openApiDocument();
    const groups = doc["x-tagGroups"];
    expect(groups.map((group) => group.name)).toEqual(["Dashboard", "Public API", "Bot API"]);
    const declaredTags = new Set(doc.tags.map((tag) => tag.name));
    const problems: string[] = [];
    let publicRoutes = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const route = `${method.toUpperCase()} ${path}`;
        const tags = operation.tags ?? [];
        for (const tag of tags) if (!declaredTags.has(tag)) problems.push(`${route}: undeclared tag ${tag}`);
        const inGroups = groups.filter((group) => tags.some((tag) => group.tags.includes(tag)));
        if (inGroups.length !== 1) {
          problems.push(`${route}: in ${inGroups.length} groups (${inGroups.map((g) => g.name).join(", ")})`);
          continue;
        }
        const group = inGroups[0]?.name ?? "";
        const expected = GROUP_OF_API[apiOfPath(path)];
        if (group !== expected) problems.push(`${route}: in ${group}, its path says ${expected}`);
        if (group === "Public API") publicRoutes += 1;
        const security = operation.security;
        if (!security) {
          problems.push(`${route}: no security`);
          continue;
        }
        const schemes = security.map((requirement) => Object.keys(requirement)[0] ?? "");
        if (!SCHEMES_OF_GROUP[group]?.some((allowed) => allowed.join() === schemes.join())) {
          problems.push(`${route}: security ${JSON.stringify(security)} does not fit ${group}`);
        }
        for (const name of schemes) {
          if (name && !doc.components.securitySchemes[name])
            problems.push(`${route}: unknown scheme ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The public API: the dashboard's alert and community routes, again under /api/v1.
    expect(publicRoutes).toBeGreaterThanOrEqual(9);
    for (const route of [
      "/api/v1/alerts",
      "/api/v1/alerts/{id}",
      "/api/v1/communities",
      "/api/v1/communities/{id}",
    ]) {
      expect(doc.paths[route], route).toBeDefined();
    }
    expect(doc.paths["/api/v1/communities"]?.post).toBeUndefined();
    expect(doc.paths["/api/alerts"]?.get?.security).toEqual([{ session: [] }, { idToken: [] }]);
    expect(doc.paths["/api/v1/alerts"]?.get?.security).toEqual([{ apiToken: [] }]);
  });

  it("declares the four security schemes and a guide with curl examples for the public and bot groups", async () => {
    const doc = await openApiDocument();
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      "apiToken",
      "botToken",
      "idToken",
      "session",
    ]);
    const guide = (name: string) => doc.tags.find((tag) => tag.name === name)?.description ?? "";
    expect(guide("public")).toContain("Authorization: Bearer cbt_");
    expect(guide("public")).toContain("curl ");
    expect(guide("bot")).toContain("Authorization: Bearer cbb_");
    expect(guide("bot")).toContain("curl ");
  });

  it("classifies paths by prefix", () => {
    expect(apiOfPath("/api/v1/alerts")).toBe("public");
    expect(apiOfPath("/api/bot/v1/changes")).toBe("bot");
    expect(apiOfPath("/api/alerts")).toBe("dashboard");
    expect(apiOfPath("/api/v10/alerts")).toBe("dashboard");
    expect(apiOfPath("/api/botany")).toBe("dashboard");
  });
});
