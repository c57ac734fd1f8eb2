import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ENCRYPTION_KEY } from "../src/config.js";
import {
  productionEnv,
  testServiceAccount,
  UNCONFIGURED_PRODUCTION_VARIABLES,
} from "../test/support/production-env.js";
import {
  BUNDLE_DIR,
  type RefusedStart,
  runApiProcessToExit,
  startApiProcess,
} from "./support/api-process.js";
import { percentile, recordFigures } from "./support/figures.js";
import { createDatabase } from "./support/postgres.js";

const apiDir = fileURLToPath(new URL("..", import.meta.url));

/** One unsafe setting, applied to an otherwise complete production configuration, and the variable to fix. */
interface Unsafe {
  name: string;
  change: Record<string, string>;
  variable: string;
}

const UNSAFE: Unsafe[] = [
  {
    name: "the Auth emulator",
    change: { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
    variable: "FIREBASE_AUTH_EMULATOR_HOST",
  },
  {
    name: "a localhost site origin",
    change: { WEB_ORIGIN: "http://localhost:3000" },
    variable: "WEB_ORIGIN",
  },
  {
    name: "a plain-http site origin",
    change: { WEB_ORIGIN: "http://chartbot.example" },
    variable: "WEB_ORIGIN",
  },
  { name: "a 0.0.0.0 site origin", change: { WEB_ORIGIN: "https://0.0.0.0" }, variable: "WEB_ORIGIN" },
  {
    name: "a 127/8 dashboard origin",
    change: { DASHBOARD_ORIGIN: "https://127.0.0.2:3001" },
    variable: "DASHBOARD_ORIGIN",
  },
  {
    name: "an ::1 dashboard origin",
    change: { DASHBOARD_ORIGIN: "https://[::1]:3001" },
    variable: "DASHBOARD_ORIGIN",
  },
  {
    name: "a local redirect target",
    change: {
      REDIRECT_ALLOWLIST: "https://app.chartbot.example/account/action,http://localhost:3001/account/action",
    },
    variable: "REDIRECT_ALLOWLIST",
  },
  {
    name: "the local Discord sandbox",
    change: { DISCORD_API_BASE_URL: "http://127.0.0.1:4100/api" },
    variable: "DISCORD_API_BASE_URL",
  },
  {
    name: "the Discord sandbox's bot token",
    change: { DISCORD_BOT_TOKEN: "chartbot-sandbox-bot-token" },
    variable: "DISCORD_BOT_TOKEN",
  },
  { name: "no DATABASE_URL (embedded PGlite)", change: { DATABASE_URL: "" }, variable: "DATABASE_URL" },
  {
    name: "no Firebase service account",
    change: { FIREBASE_SERVICE_ACCOUNT: "" },
    variable: "FIREBASE_SERVICE_ACCOUNT",
  },
  {
    name: "a malformed service account",
    change: { FIREBASE_SERVICE_ACCOUNT: '{"type":' },
    variable: "FIREBASE_SERVICE_ACCOUNT",
  },
  {
    name: "another project's service account",
    change: { FIREBASE_SERVICE_ACCOUNT: JSON.stringify(testServiceAccount("someone-else")) },
    variable: "FIREBASE_SERVICE_ACCOUNT",
  },
  { name: "no Firebase project", change: { FIREBASE_PROJECT_ID: "" }, variable: "FIREBASE_PROJECT_ID" },
  {
    name: "the demo project",
    change: { FIREBASE_PROJECT_ID: "demo-chartbot" },
    variable: "FIREBASE_PROJECT_ID",
  },
  { name: "no encryption key", change: { ENCRYPTION_KEY: "" }, variable: "ENCRYPTION_KEY" },
  {
    name: "the development encryption key",
    change: { ENCRYPTION_KEY: DEV_ENCRYPTION_KEY },
    variable: "ENCRYPTION_KEY",
  },
];

/** Lines of a Node stack trace (`    at fn (file:line:col)`), which a refusal must not print. */
const STACK_LINE = /^\s+at\s.+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

let database: { url: string; drop(): Promise<void> };
beforeAll(async () => {
  database = await createDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** The production environment of these checks, on their own fresh database. */
const env = (change: Record<string, string> = {}) => productionEnv({ DATABASE_URL: database.url, ...change });

/** The secrets a refusal must never print: the service account's private key and the encryption key. */
function secretsIn(environment: Record<string, string>): string[] {
  const privateKey = testServiceAccount().private_key;
  return [privateKey.split("\n")[1] ?? privateKey, environment.ENCRYPTION_KEY ?? ""].filter(
    (secret) => secret !== "" && secret !== DEV_ENCRYPTION_KEY,
  );
}

describe("Production guard", () => {
  it("starts and serves with the complete production configuration the refusals below change one variable of", async () => {
    const api = await startApiProcess(env(), { ready: "listening" });
    const response = await fetch(`${api.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(await api.stop()).toBe(0);
  });

  it("refuses to start with each unsafe setting: exits 1 before listening, names the variable, prints no stack trace and no secret", async (context) => {
    const results: (RefusedStart & Unsafe & { ms: number; environment: Record<string, string> })[] = [];
    // Four at a time: each is a node process of its own.
    for (let i = 0; i < UNSAFE.length; i += 4) {
      results.push(
        ...(await Promise.all(
          UNSAFE.slice(i, i + 4).map(async (unsafe) => {
            const environment = env(unsafe.change);
            const started = performance.now();
            const result = await runApiProcessToExit(environment);
            return { ...unsafe, ...result, environment, ms: Math.round(performance.now() - started) };
          }),
        )),
      );
    }
    const failures = results.flatMap((result) => {
      const problems: string[] = [];
      if (result.code !== 1) problems.push(`exit code ${result.code}`);
      if (result.listened) problems.push("answered HTTP before exiting");
      if (!result.output.includes("Invalid API configuration:")) problems.push("no configuration message");
      if (!new RegExp(`^\\s*${result.variable}: `, "m").test(result.output))
        problems.push(`${result.variable} not named`);
      if (STACK_LINE.test(result.output)) problems.push("printed a stack trace");
      for (const secret of secretsIn(result.environment)) {
        if (result.output.includes(secret)) problems.push("printed a secret");
      }
      return problems.length > 0 ? [`${result.name}: ${problems.join(", ")}\n${result.output}`] : [];
    });
    expect(failures).toEqual([]);
    recordFigures(context, "Production guard", {
      "unsafe settings": UNSAFE.length,
      refused: results.filter((result) => result.code === 1 && !result.listened).length,
      "exit p50 ms": percentile(
        results.map((result) => result.ms),
        50,
      ),
      "exit max ms": Math.max(...results.map((result) => result.ms)),
    });
  });

  it("names every problem at once when nothing is configured for production", async (context) => {
    const nothing = {
      NODE_ENV: "production",
      DATABASE_URL: "",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      FIREBASE_PROJECT_ID: "",
      FIREBASE_SERVICE_ACCOUNT: "",
      GOOGLE_APPLICATION_CREDENTIALS: "",
      WEB_ORIGIN: "",
      DASHBOARD_ORIGIN: "",
      REDIRECT_ALLOWLIST: "",
      ENCRYPTION_KEY: "",
    };
    const result = await runApiProcessToExit(nothing);
    expect(result.code).toBe(1);
    expect(result.listened).toBe(false);
    const named = UNCONFIGURED_PRODUCTION_VARIABLES;
    for (const variable of named) expect(result.output).toMatch(new RegExp(`^\\s*${variable}: `, "m"));
    expect(result.output).not.toMatch(STACK_LINE);
    recordFigures(context, "Production guard", { "problems named at once": named.length });
  });

  it("refuses the release step and the key rotation command too, before they touch a database", async () => {
    for (const script of [`${BUNDLE_DIR}/migrate.js`, `${BUNDLE_DIR}/reencrypt-secrets.js`]) {
      const child = spawn("node", ["--enable-source-maps", script], {
        cwd: apiDir,
        env: { ...process.env, ...env({ DATABASE_URL: "" }) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.stderr.on("data", (chunk) => {
        output += chunk;
      });
      const [code] = await once(child, "exit");
      expect(code, `${script}\n${output}`).toBe(1);
      expect(output).toMatch(/^\s*DATABASE_URL: required in production/m);
      expect(output).not.toContain("Migrations applied");
      expect(output).not.toContain("Re-encrypting");
      expect(output).not.toMatch(STACK_LINE);
    }
  });
});
