import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { Database } from "../src/db/open-database.js";
import { productionEnv } from "../test/support/production-env.js";
import { openTestDatabase, TEST_DISCORD_CLIENT } from "../test/support/test-app.js";
import { freePort } from "./support/api-process.js";
import { recordFigures } from "./support/figures.js";
import { loadOperations, urlOf } from "./support/openapi.js";

const appsDir = fileURLToPath(new URL("../..", import.meta.url));
/** HSTS must ask for at least 180 days, subdomains included. */
const MIN_HSTS_SECONDS = 15_552_000;

type Headers = Record<string, string | string[] | number | undefined>;

/** What is missing or weak among the headers every response must carry; empty when all are there. */
function headerProblems(headers: Headers, { hsts }: { hsts: boolean }): string[] {
  const get = (name: string) => {
    const value = headers[name] ?? headers[name.toLowerCase()];
    return value === undefined ? undefined : String(value);
  };
  const problems: string[] = [];
  const csp = get("content-security-policy");
  if (!csp) problems.push("no Content-Security-Policy");
  else {
    if (!/(^|;)\s*default-src /.test(csp)) problems.push("CSP without default-src");
    if (!/(^|;)\s*frame-ancestors ('none'|'self')\s*(;|$)/.test(csp))
      problems.push("CSP without frame-ancestors 'none' or 'self'");
    if (/(^|;)\s*default-src [^;]*\*/.test(csp)) problems.push("CSP default-src allows *");
  }
  if (get("x-content-type-options") !== "nosniff") problems.push("X-Content-Type-Options is not nosniff");
  const referrer = get("referrer-policy") ?? "";
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer)) {
    problems.push(`Referrer-Policy ${referrer || "missing"}`);
  }
  if (hsts) {
    const value = get("strict-transport-security") ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0);
    if (maxAge < MIN_HSTS_SECONDS || !/includeSubDomains/i.test(value))
      problems.push(`HSTS ${value || "missing"}`);
  }
  return problems;
}

describe("Headers", () => {
  describe("API (production configuration)", () => {
    let database: Database;
    let app: App;
    beforeAll(async () => {
      database = await openTestDatabase();
      // A configuration the production guard accepts (the Auth emulator stays in use: firebase-admin reads
      // FIREBASE_AUTH_EMULATOR_HOST from the test command's own environment).
      const config = loadConfig(
        // The production guard wants a real-looking Discord client id: the production defaults' one.
        productionEnv({ DISCORD_CLIENT_SECRET: TEST_DISCORD_CLIENT.secret }),
      );
      app = await buildApp(config, { database, logger: false });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it("sends CSP with frame-ancestors, HSTS, nosniff and Referrer-Policy on every route and every kind of answer", async (context) => {
      const operations = await loadOperations(app);
      const zero = "00000000-0000-4000-8000-000000000000";
      const requests: { method: string; url: string; payload?: string; headers?: Record<string, string> }[] =
        [
          ...operations.map((operation) => ({
            method: operation.method,
            url: urlOf(
              operation,
              Object.fromEntries(
                operation.parameters.filter((p) => p.in === "path").map((p) => [p.name, zero]),
              ),
            ),
          })),
          { method: "GET", url: "/api/no-such-route" },
          { method: "GET", url: "/api/docs" },
          { method: "GET", url: "/api/openapi.json" },
          { method: "GET", url: `/api/alerts/${"a".repeat(200)}` },
          { method: "GET", url: "/api/alerts/%ZZ" },
          {
            method: "POST",
            url: "/api/session",
            payload: "{",
            headers: { "content-type": "application/json" },
          },
          {
            method: "POST",
            url: "/api/session",
            payload: "x".repeat(200_000),
            headers: { "content-type": "application/json" },
          },
          {
            method: "POST",
            url: "/api/session",
            payload: "<a/>",
            headers: { "content-type": "application/xml" },
          },
        ];
      const failures: string[] = [];
      const statuses = new Set<number>();
      for (const request of requests) {
        const response = await app.inject({
          method: request.method as "GET",
          url: request.url,
          ...(request.payload !== undefined && { payload: request.payload }),
          ...(request.headers && { headers: request.headers }),
        });
        statuses.add(response.statusCode);
        const problems = headerProblems(response.headers, { hsts: true });
        if (problems.length > 0)
          failures.push(
            `${request.method} ${request.url.slice(0, 60)} (${response.statusCode}): ${problems.join(", ")}`,
          );
      }
      expect(failures).toEqual([]);
      recordFigures(context, "Headers", {
        "API responses checked": requests.length,
        statuses: [...statuses].sort().join(" "),
        "missing or weak": failures.length,
      });
    });
  });

  describe("Next apps (next.config headers(), production)", () => {
    /** The app's routes, from its `src/app` folder: pages, metadata routes, plus an unknown path and an asset. */
    function routesOf(app: string): string[] {
      const root = join(appsDir, app, "src", "app");
      const routes = new Set<string>(["/does-not-exist", "/_next/static/chunks/main.js", "/favicon.ico"]);
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (/^page\.tsx?$/.test(entry.name)) {
            const route = relative(root, dir)
              .split(sep)
              .filter((part) => part && !/^\(.*\)$/.test(part));
            routes.add(`/${route.map((part) => part.replace(/^\[(.+)\]$/, "sample-$1")).join("/")}`);
          } else if (entry.name === "robots.ts") routes.add("/robots.txt");
          else if (entry.name === "sitemap.ts") routes.add("/sitemap.xml");
        }
      };
      walk(root);
      return [...routes];
    }

    /** Whether a `headers()` source matches a path; only the patterns the apps use are understood. */
    function sourceMatches(source: string, path: string): boolean {
      const pattern = source
        .split("/")
        .filter(Boolean)
        .map((segment) => {
          if (/^:\w+\*$/.test(segment)) return "(?:/.*)?";
          if (/^:\w+$/.test(segment)) return "/[^/]+";
          if (/^[\w.-]+$/.test(segment)) return `/${segment.replace(/\./g, "\\.")}`;
          throw new Error(`headers() source ${source} uses a pattern this check does not understand`);
        })
        .join("");
      return new RegExp(`^${pattern || "/"}$`).test(path) || (pattern === "(?:/.*)?" && path === "/");
    }

    async function productionHeaders(app: "web" | "dashboard") {
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = "production";
      try {
        const config = (await import(join(appsDir, app, "next.config.ts"))).default as {
          headers?: () => Promise<
            { source: string; has?: unknown; missing?: unknown; headers: { key: string; value: string }[] }[]
          >;
        };
        return (await config.headers?.()) ?? [];
      } finally {
        process.env.NODE_ENV = previous;
      }
    }

    for (const app of ["web", "dashboard"] as const) {
      it(`${app}: every route gets CSP with frame-ancestors, HSTS, nosniff and Referrer-Policy`, async (context) => {
        const rules = await productionHeaders(app);
        const routes = routesOf(app);
        const failures: string[] = [];
        for (const route of routes) {
          const headers: Headers = {};
          for (const rule of rules.filter((r) => !r.has && !r.missing && sourceMatches(r.source, route))) {
            for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
          }
          const problems = headerProblems(headers, { hsts: true });
          if (problems.length > 0) failures.push(`${route}: ${problems.join(", ")}`);
        }
        expect(failures).toEqual([]);
        recordFigures(context, "Headers", {
          [`${app} routes`]: routes.length,
          "header rules": rules.length,
          "missing or weak": failures.length,
        });
      });
    }
  });

  /** A build's standalone server, when asked for (RELIABILITY_NEXT_LIVE=1): the headers it serves. */
  describe.skipIf(process.env.RELIABILITY_NEXT_LIVE !== "1")("Next apps (live, standalone server)", () => {
    for (const app of ["web", "dashboard"] as const) {
      const dir = join(appsDir, app);
      const server = join(dir, ".next", "standalone", "apps", app, "server.js");
      it.skipIf(!existsSync(server))(
        `${app}: the built app serves the headers`,
        async (context) => {
          const port = await freePort();
          const child: ChildProcess = spawn(process.execPath, [server], {
            cwd: dir,
            env: {
              ...process.env,
              NODE_ENV: "production",
              NEXT_TELEMETRY_DISABLED: "1",
              PORT: String(port),
              HOSTNAME: "127.0.0.1",
            },
            stdio: "ignore",
            detached: true,
          });
          try {
            let response: Response | undefined;
            for (let i = 0; i < 120 && !response; i++) {
              response = await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" }).catch(
                () => undefined,
              );
              if (!response) await new Promise((resolve) => setTimeout(resolve, 250));
            }
            expect(response, "the standalone server did not answer").toBeDefined();
            const headers = Object.fromEntries(response?.headers ?? []);
            expect(headerProblems(headers, { hsts: true })).toEqual([]);
            recordFigures(context, "Headers", { [`${app} live status`]: response?.status ?? 0 });
          } finally {
            // End the whole process group the server leads.
            if (child.pid) process.kill(-child.pid, "SIGTERM");
          }
        },
        60_000,
      );
    }
  });
});
