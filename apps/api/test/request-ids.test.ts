import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Database } from "../src/db/open-database.js";
import { trustsPeer } from "../src/trust-proxy.js";
import { request } from "./support/request.js";
import { openTestDatabase, testConfig } from "./support/test-app.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** The API trusting `TRUST_PROXY`, its log lines collected. */
async function apiTrusting(trustProxy: string) {
  const lines: string[] = [];
  const app: App = await buildApp(testConfig({ TRUST_PROXY: trustProxy }), {
    database,
    logger: { level: "info", stream: { write: (line) => void lines.push(line) } },
  });
  await app.ready();
  const ask = (remoteAddress: string, requestId?: string) =>
    request(app, "GET", "/api/services", {
      remoteAddress,
      headers: requestId === undefined ? {} : { "x-request-id": requestId },
    });
  return { app, lines, ask };
}

describe("request ids", () => {
  it("takes X-Request-Id from a trusted proxy, answers it, and logs the request under it", async () => {
    const { app, lines, ask } = await apiTrusting("10.0.0.0/8");
    try {
      const response = await ask("10.1.2.3", "lb-7f3a9c-0001");
      expect(response.headers["x-request-id"]).toBe("lb-7f3a9c-0001");
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
      expect(logged.some((line) => line.reqId === "lb-7f3a9c-0001")).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("ignores it from anyone else, and from a proxy when it does not look like an id; ids never repeat", async () => {
    const { app, ask } = await apiTrusting("10.0.0.0/8");
    try {
      const answered = [
        await ask("203.0.113.9", "chosen-by-a-client"),
        await ask("10.1.2.3", 'spaces and "quotes"\u0007'),
        await ask("10.1.2.3", "x".repeat(129)),
        await ask("10.1.2.3"),
        await ask("203.0.113.9"),
      ].map((response) => response.headers["x-request-id"] as string);
      for (const id of answered) expect(id).toMatch(UUID);
      expect(new Set(answered).size).toBe(answered.length);
    } finally {
      await app.close();
    }
  });

  it("trusts no peer by default, and the nearest one with a hop count", async () => {
    for (const [trustProxy, expected] of [
      ["0", false],
      ["1", true],
    ] as const) {
      const { app, ask } = await apiTrusting(trustProxy);
      try {
        const id = (await ask("198.51.100.4", "edge-42")).headers["x-request-id"];
        expect(id === "edge-42", `TRUST_PROXY=${trustProxy}`).toBe(expected);
      } finally {
        await app.close();
      }
    }
  });
});

describe("trustsPeer", () => {
  it("matches addresses, ranges and proxy-addr's names, IPv4 and IPv6", () => {
    const trusted = trustsPeer({ addresses: ["loopback", "uniquelocal", "203.0.113.7", "2001:db8::/32"] });
    for (const address of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.9.8.7",
      "192.168.1.1",
      "fd12::1",
      "203.0.113.7",
      "2001:db8::5",
    ]) {
      expect(trusted(address), address).toBe(true);
    }
    for (const address of ["203.0.113.8", "8.8.8.8", "2001:db9::1", "fe80::1", undefined, "not an address"]) {
      expect(trusted(address), String(address)).toBe(false);
    }
  });
});
