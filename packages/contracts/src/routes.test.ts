import { describe, expect, it } from "vitest";
import { endpoints } from "./endpoints.ts";
import { routes } from "./routes.ts";

describe("routes", () => {
  const pairs = Object.entries(routes).flatMap(([resource, group]) =>
    Object.entries(group).map(([name, route]) => ({ resource, name, route })),
  );

  it.each(pairs)("$resource.$name is its declaration's method, path and API", ({ resource, name, route }) => {
    const declaration = (endpoints as Record<string, Record<string, (typeof pairs)[number]["route"]>>)[
      resource
    ]?.[name];
    expect(declaration).toBeDefined();
    const { method, path, api, publicApi } = declaration ?? {};
    expect(route).toEqual({ method, path, api, ...(publicApi !== undefined && { publicApi }) });
  });
});
