import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, DEV_ENCRYPTION_KEY, loadConfig } from "../src/config.js";
import { LEGACY_KEY_ID } from "../src/crypto/secret-box.js";
import { isLocalHost } from "../src/production-guard.js";
import {
  PRODUCTION_TEST_PROJECT,
  productionEnv,
  testServiceAccount,
  UNCONFIGURED_PRODUCTION_VARIABLES,
} from "./support/production-env.js";

/** The problem lines of the ConfigError `loadConfig(env)` throws (fails the test when it does not throw). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const [heading, ...lines] = (error as Error).message.split("\n");
    expect(heading).toBe("Invalid API configuration:");
    return lines.map((line) => line.trim());
  }
  throw new Error("loadConfig accepted the configuration");
}

const account = testServiceAccount();
const tmp = mkdtempSync(join(tmpdir(), "chartbot-config-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("loadConfig in production", () => {
  it("accepts a complete production configuration and wires the service account", () => {
    const env = productionEnv();
    const config = loadConfig(env);
    expect(config).toMatchObject({
      production: true,
      database: { kind: "postgres", url: env.DATABASE_URL },
      origins: { web: "https://chartbot.example", dashboard: "https://app.chartbot.example" },
      redirectAllowList: ["https://app.chartbot.example/account/action"],
      firebase: {
        projectId: PRODUCTION_TEST_PROJECT,
        emulatorHost: undefined,
        serviceAccount: {
          projectId: PRODUCTION_TEST_PROJECT,
          clientEmail: account.client_email,
          privateKey: account.private_key,
        },
      },
    });
    expect(config.encryption.current.id).toBe(LEGACY_KEY_ID);
    expect(config.encryption.current.key.equals(Buffer.from(env.ENCRYPTION_KEY ?? "", "base64"))).toBe(true);
  });

  it("takes the service account's JSON key as base64 too, or from the file GOOGLE_APPLICATION_CREDENTIALS names", () => {
    const json = JSON.stringify(account);
    const fromBase64 = loadConfig(
      productionEnv({ FIREBASE_SERVICE_ACCOUNT: Buffer.from(json).toString("base64") }),
    );
    expect(fromBase64.firebase.serviceAccount?.clientEmail).toBe(account.client_email);
    const file = join(tmp, "service-account.json");
    writeFileSync(file, json);
    const fromFile = loadConfig(
      productionEnv({ FIREBASE_SERVICE_ACCOUNT: "", GOOGLE_APPLICATION_CREDENTIALS: file }),
    );
    expect(fromFile.firebase.serviceAccount?.privateKey).toBe(account.private_key);
  });

  // Each case changes one variable of the complete configuration: exactly that variable is refused.
  const refusals: [string, Record<string, string>, string, RegExp][] = [
    [
      "the Auth emulator",
      { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
      "FIREBASE_AUTH_EMULATOR_HOST",
      /must not be set in production/,
    ],
    ["no site origin", { WEB_ORIGIN: "" }, "WEB_ORIGIN", /required in production/],
    [
      "a localhost site origin",
      { WEB_ORIGIN: "http://localhost:3000" },
      "WEB_ORIGIN",
      /http:\/\/localhost:3000 is a local address/,
    ],
    ["a *.localhost origin", { WEB_ORIGIN: "https://site.localhost" }, "WEB_ORIGIN", /local address/],
    ["a 127/8 site origin", { WEB_ORIGIN: "https://127.8.9.10" }, "WEB_ORIGIN", /local address/],
    ["127.0.0.1 in short form", { WEB_ORIGIN: "https://127.1" }, "WEB_ORIGIN", /local address/],
    ["a plain-http site origin", { WEB_ORIGIN: "http://chartbot.example" }, "WEB_ORIGIN", /is not https/],
    ["no dashboard origin", { DASHBOARD_ORIGIN: "" }, "DASHBOARD_ORIGIN", /required in production/],
    [
      "an ::1 dashboard origin",
      { DASHBOARD_ORIGIN: "https://[::1]:3001" },
      "DASHBOARD_ORIGIN",
      /local address/,
    ],
    [
      "a 0.0.0.0 dashboard origin",
      { DASHBOARD_ORIGIN: "https://0.0.0.0" },
      "DASHBOARD_ORIGIN",
      /local address/,
    ],
    [
      "an IPv4-mapped loopback origin",
      { DASHBOARD_ORIGIN: "https://[::ffff:127.0.0.1]" },
      "DASHBOARD_ORIGIN",
      /local address/,
    ],
    [
      "a plain-http dashboard origin",
      { DASHBOARD_ORIGIN: "http://app.chartbot.example" },
      "DASHBOARD_ORIGIN",
      /is not https/,
    ],
    [
      "a local redirect target",
      {
        REDIRECT_ALLOWLIST:
          "https://app.chartbot.example/account/action,http://127.0.0.1:3001/account/action",
      },
      "REDIRECT_ALLOWLIST",
      /http:\/\/127\.0\.0\.1:3001\/account\/action is a local address/,
    ],
    [
      "a plain-http redirect target",
      { REDIRECT_ALLOWLIST: "http://app.chartbot.example/account/action" },
      "REDIRECT_ALLOWLIST",
      /is not https/,
    ],
    [
      "no DATABASE_URL (embedded PGlite)",
      { DATABASE_URL: "" },
      "DATABASE_URL",
      /required in production .*PGlite/,
    ],
    [
      "no service account",
      { FIREBASE_SERVICE_ACCOUNT: "" },
      "FIREBASE_SERVICE_ACCOUNT",
      /required in production/,
    ],
    [
      "a service account that is no JSON",
      { FIREBASE_SERVICE_ACCOUNT: "{not json" },
      "FIREBASE_SERVICE_ACCOUNT",
      /neither a service account's JSON key nor base64/,
    ],
    [
      "a service account without its private key",
      { FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, private_key: undefined }) },
      "FIREBASE_SERVICE_ACCOUNT",
      /no private_key/,
    ],
    [
      "a private key whose line breaks were lost",
      {
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
          ...account,
          private_key: account.private_key.replaceAll("\n", "\\n"),
        }),
      },
      "FIREBASE_SERVICE_ACCOUNT",
      /not a PEM private key/,
    ],
    [
      "a service account of another project",
      { FIREBASE_SERVICE_ACCOUNT: JSON.stringify(testServiceAccount("someone-else")) },
      "FIREBASE_SERVICE_ACCOUNT",
      /project "someone-else", not of FIREBASE_PROJECT_ID "chartbot-production-test"/,
    ],
    [
      "an unreadable GOOGLE_APPLICATION_CREDENTIALS",
      { FIREBASE_SERVICE_ACCOUNT: "", GOOGLE_APPLICATION_CREDENTIALS: "/nonexistent/key.json" },
      "GOOGLE_APPLICATION_CREDENTIALS",
      /cannot read \/nonexistent\/key\.json \(ENOENT\)/,
    ],
    ["no Firebase project", { FIREBASE_PROJECT_ID: "" }, "FIREBASE_PROJECT_ID", /required in production/],
    [
      "the default demo project",
      { FIREBASE_PROJECT_ID: "demo-chartbot" },
      "FIREBASE_PROJECT_ID",
      /"demo-chartbot" is a demo project/,
    ],
    [
      "any demo project",
      { FIREBASE_PROJECT_ID: "demo-anything" },
      "FIREBASE_PROJECT_ID",
      /"demo-anything" is a demo project/,
    ],
    ["no encryption key", { ENCRYPTION_KEY: "" }, "ENCRYPTION_KEY", /required in production/],
    [
      "the development key",
      { ENCRYPTION_KEY: DEV_ENCRYPTION_KEY },
      "ENCRYPTION_KEY",
      /public development key/,
    ],
    [
      "the local Discord sandbox's address",
      { DISCORD_API_BASE_URL: DISCORD_SANDBOX.apiBaseUrl },
      "DISCORD_API_BASE_URL",
      /is a local address/,
    ],
    [
      "Discord over plain http",
      { DISCORD_API_BASE_URL: "http://discord.example/api" },
      "DISCORD_API_BASE_URL",
      /is not https/,
    ],
    [
      "no Discord client id",
      { DISCORD_CLIENT_ID: "" },
      "DISCORD_CLIENT_ID",
      /required in production: the Discord application's client id/,
    ],
    [
      "a placeholder Discord client id",
      { DISCORD_CLIENT_ID: "000000000000000000" },
      "DISCORD_CLIENT_ID",
      /000000000000000000 is a placeholder/,
    ],
    [
      "a Discord client id that is no Discord id",
      { DISCORD_CLIENT_ID: "YOUR_CLIENT_ID" },
      "DISCORD_CLIENT_ID",
      /17 to 20 digits/,
    ],
    [
      "the sandbox's client id",
      { DISCORD_CLIENT_ID: DISCORD_SANDBOX.clientId },
      "DISCORD_CLIENT_ID",
      /local Discord sandbox's demo id/,
    ],
    [
      "the sandbox's client secret",
      { DISCORD_CLIENT_SECRET: DISCORD_SANDBOX.clientSecret },
      "DISCORD_CLIENT_SECRET",
      /local Discord sandbox's demo value/,
    ],
    [
      "the sandbox's bot token",
      { DISCORD_BOT_TOKEN: DISCORD_SANDBOX.botToken },
      "DISCORD_BOT_TOKEN",
      /local Discord sandbox's demo value/,
    ],
    [
      "the local payments sandbox's address",
      { STRIPE_API_BASE_URL: PAYMENTS_SANDBOX.origin },
      "STRIPE_API_BASE_URL",
      /is a local address/,
    ],
    [
      "the payments sandbox's secret key",
      { STRIPE_SECRET_KEY: PAYMENTS_SANDBOX.secretKey },
      "STRIPE_SECRET_KEY",
      /local payments sandbox's key/,
    ],
    [
      "the payments sandbox's webhook secret",
      { STRIPE_WEBHOOK_SECRET: PAYMENTS_SANDBOX.webhookSecret },
      "STRIPE_WEBHOOK_SECRET",
      /local payments sandbox's key/,
    ],
    [
      "the development key kept for reading",
      { ENCRYPTION_READ_ONLY_KEYS: `old:${DEV_ENCRYPTION_KEY}` },
      "ENCRYPTION_READ_ONLY_KEYS",
      /public development key/,
    ],
  ];
  it("accepts real Stripe keys and Stripe's own API address", () => {
    const config = loadConfig(
      productionEnv({
        STRIPE_SECRET_KEY: "sk_live_chartbot",
        STRIPE_WEBHOOK_SECRET: "whsec_chartbot_live",
        STRIPE_API_BASE_URL: "https://api.stripe.com",
      }),
    );
    expect(config.stripe).toEqual({
      secretKey: "sk_live_chartbot",
      webhookSecret: "whsec_chartbot_live",
      apiBaseUrl: "https://api.stripe.com",
    });
  });

  for (const [name, overrides, variable, message] of refusals) {
    it(`refuses ${name}, naming ${variable}`, () => {
      const env = productionEnv(overrides);
      const problems = problemsOf(env);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
      expect(problems[0]).toMatch(message);
      // No secret is ever repeated: not the private key, not the encryption key.
      expect(problems[0]).not.toContain("PRIVATE KEY");
      expect(problems[0]).not.toContain(account.private_key.split("\n")[1]);
      if (env.ENCRYPTION_KEY) expect(problems[0]).not.toContain(env.ENCRYPTION_KEY);
    });
  }

  it("lists every problem in one error, the schema's own with them", () => {
    const problems = problemsOf({
      NODE_ENV: "production",
      PORT: "eighty",
      FIREBASE_AUTH_EMULATOR_HOST: "x:1",
    });
    expect(problems.map((line) => line.split(":")[0])).toEqual([
      "PORT",
      ...UNCONFIGURED_PRODUCTION_VARIABLES,
      "DISCORD_CLIENT_ID",
    ]);
  });

  it("names a variable the schema refused once, with the schema's reason", () => {
    const problems = problemsOf(
      productionEnv({ WEB_ORIGIN: "ftp://chartbot.example", ENCRYPTION_KEY: "short" }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^WEB_ORIGIN: /);
    expect(problems[1]).toMatch(/^ENCRYPTION_KEY: must be 32 bytes/);
  });
});

describe("loadConfig outside production", () => {
  it("runs on embedded defaults with no accounts: PGlite, localhost, the Auth emulator, the development key", () => {
    for (const env of [{}, { NODE_ENV: "test" }, { NODE_ENV: "development" }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({
        production: false,
        database: { kind: "pglite" },
        origins: { web: "http://localhost:3000", dashboard: "http://localhost:3001" },
        firebase: { projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099", serviceAccount: undefined },
      });
      expect(config.encryption.current.id).toBe(LEGACY_KEY_ID);
      expect(config.encryption.current.key.equals(Buffer.from(DEV_ENCRYPTION_KEY, "base64"))).toBe(true);
    }
  });

  it("takes a direct database URL beside the pooled one, and refuses it alone", () => {
    const pooled = "postgres://app@pooler.internal:6432/chartbot";
    const direct = "postgres://app@db.internal:5432/chartbot";
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).database).toEqual({
      kind: "postgres",
      url: pooled,
      directUrl: direct,
      poolMax: 10,
    });
    expect(problemsOf({ DATABASE_DIRECT_URL: direct })).toEqual([
      expect.stringMatching(/^DATABASE_DIRECT_URL: set DATABASE_URL too/),
    ]);
    expect(problemsOf({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: "mysql://db/x" })).toEqual([
      expect.stringMatching(/^DATABASE_DIRECT_URL: /),
    ]);
  });

  it("opens at most DATABASE_POOL_MAX request connections, 10 unless set, and refuses a size that is not a whole number from 1", () => {
    const url = "postgres://app@db.internal:5432/chartbot";
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ kind: "postgres", poolMax: 10 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: "4" }).database).toMatchObject({ poolMax: 4 });
    for (const bad of ["0", "-2", "2.5", "many", "1001"]) {
      expect(problemsOf({ DATABASE_URL: url, DATABASE_POOL_MAX: bad }), bad).toEqual([
        expect.stringMatching(/^DATABASE_POOL_MAX: /),
      ]);
    }
  });

  it("runs the hourly jobs at the top of each hour unless JOBS_CRON says otherwise, and refuses a cron that is not five fields", () => {
    expect(loadConfig({}).jobsCron).toBe("0 * * * *");
    expect(loadConfig({ JOBS_CRON: "* * * * *" }).jobsCron).toBe("* * * * *");
    expect(loadConfig({ JOBS_CRON: "*/5 0-6 1,15 * 1" }).jobsCron).toBe("*/5 0-6 1,15 * 1");
    for (const bad of ["hourly", "* * * *", "0 * * * * *", "0 * * * MON; drop"]) {
      expect(problemsOf({ JOBS_CRON: bad }), bad).toEqual([
        expect.stringMatching(/^JOBS_CRON: must be five cron fields/),
      ]);
    }
  });

  it("uses the local Discord sandbox in development when no Discord credential is set, never in tests", () => {
    const sandbox = {
      clientId: DISCORD_SANDBOX.clientId,
      clientSecret: DISCORD_SANDBOX.clientSecret,
      botToken: DISCORD_SANDBOX.botToken,
      apiBaseUrl: DISCORD_SANDBOX.apiBaseUrl,
      // Satellites' invites go to the authorize page beside the API: the sandbox's own.
      authorizeUrl: DISCORD_SANDBOX.authorizeUrl,
      sandbox: true,
    };
    expect(loadConfig({}).discord).toEqual(sandbox);
    expect(loadConfig({ DISCORD_API_BASE_URL: "http://127.0.0.1:4200/api/v10/" }).discord).toEqual({
      ...sandbox,
      apiBaseUrl: "http://127.0.0.1:4200/api",
      authorizeUrl: "http://127.0.0.1:4200/oauth2/authorize",
    });
    expect(loadConfig({ NODE_ENV: "test" }).discord).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      botToken: undefined,
      apiBaseUrl: "https://discord.com/api",
      authorizeUrl: "https://discord.com/oauth2/authorize",
      sandbox: false,
    });
    // Any credential of a real application: Discord itself, nothing of the sandbox.
    expect(loadConfig({ DISCORD_BOT_TOKEN: "real-bot-token" }).discord).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      botToken: "real-bot-token",
      apiBaseUrl: "https://discord.com/api",
      authorizeUrl: "https://discord.com/oauth2/authorize",
      sandbox: false,
    });
  });

  it("takes DISCORD_API_BASE_URL with or without the version (the client adds /v10)", () => {
    for (const url of [
      "https://discord.com/api",
      "https://discord.com/api/",
      "https://discord.com/api/v10",
    ]) {
      expect(loadConfig({ NODE_ENV: "test", DISCORD_API_BASE_URL: url }).discord.apiBaseUrl).toBe(
        "https://discord.com/api",
      );
    }
  });

  it("leaves GOOGLE_APPLICATION_CREDENTIALS to firebase-admin, and still checks a FIREBASE_SERVICE_ACCOUNT", () => {
    expect(
      loadConfig({ GOOGLE_APPLICATION_CREDENTIALS: "/nonexistent/key.json" }).firebase.serviceAccount,
    ).toBe(undefined);
    const demo = testServiceAccount("demo-chartbot");
    expect(
      loadConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(demo) }).firebase.serviceAccount?.projectId,
    ).toBe("demo-chartbot");
    expect(problemsOf({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) })).toEqual([
      `FIREBASE_SERVICE_ACCOUNT: is a service account of the project "${PRODUCTION_TEST_PROJECT}", not of FIREBASE_PROJECT_ID "demo-chartbot"`,
    ]);
  });
});

describe("loadConfig notice emails", () => {
  const smtp = "smtp://mailer:secret@smtp.chartbot.example:587";

  it("sends notice emails when SMTP_URL is set, unless NOTICE_EMAILS=off; the one-click origin is the dashboard's unless given", () => {
    expect(loadConfig({}).email).toBeUndefined();
    expect(loadConfig({}).origins.api).toBe("http://localhost:3001");
    expect(loadConfig({ SMTP_URL: smtp }).email).toEqual({
      smtpUrl: smtp,
      from: "Chartbot <notices@chartbot.localhost>",
    });
    expect(
      loadConfig({ SMTP_URL: smtp, NOTICE_EMAILS: "on", EMAIL_FROM: "Ops <ops@example.com>" }).email,
    ).toEqual({
      smtpUrl: smtp,
      from: "Ops <ops@example.com>",
    });
    expect(loadConfig({ SMTP_URL: smtp, NOTICE_EMAILS: "off" }).email).toBeUndefined();
    expect(loadConfig({ API_PUBLIC_ORIGIN: "https://api.chartbot.example/ignored" }).origins.api).toBe(
      "https://api.chartbot.example",
    );
  });

  it("refuses NOTICE_EMAILS=on without SMTP_URL anywhere, and a value other than on or off", () => {
    const onWithoutSmtp = expect.stringMatching(/^NOTICE_EMAILS: is on but SMTP_URL is not set/);
    expect(problemsOf({ NOTICE_EMAILS: "on" })).toEqual([onWithoutSmtp]);
    expect(problemsOf(productionEnv({ NOTICE_EMAILS: "on" }))).toEqual([
      onWithoutSmtp,
      expect.stringMatching(/^EMAIL_FROM: required in production/),
    ]);
    expect(problemsOf({ NOTICE_EMAILS: "yes" })).toEqual([expect.stringMatching(/^NOTICE_EMAILS: /)]);
    expect(problemsOf({ SMTP_URL: "http://smtp.example" })).toEqual([expect.stringMatching(/^SMTP_URL: /)]);
  });

  it("in production wants a sender of its own while emails are on, and a public API_PUBLIC_ORIGIN", () => {
    expect(problemsOf(productionEnv({ SMTP_URL: smtp }))).toEqual([
      expect.stringMatching(/^EMAIL_FROM: required in production while notice emails are on/),
    ]);
    expect(
      problemsOf(productionEnv({ SMTP_URL: smtp, EMAIL_FROM: "Chartbot <notices@chartbot.localhost>" })),
    ).toEqual([expect.stringMatching(/^EMAIL_FROM: .* is a local address/)]);
    expect(problemsOf(productionEnv({ API_PUBLIC_ORIGIN: "http://api.chartbot.example" }))).toEqual([
      expect.stringMatching(/^API_PUBLIC_ORIGIN: .* is not https/),
    ]);
    // Off, nothing is asked of them.
    expect(loadConfig(productionEnv({ SMTP_URL: smtp, NOTICE_EMAILS: "off" })).email).toBeUndefined();
    const on = loadConfig(
      productionEnv({
        SMTP_URL: smtp,
        EMAIL_FROM: "Chartbot <notices@chartbot.example>",
        API_PUBLIC_ORIGIN: "https://api.chartbot.example",
      }),
    );
    expect(on.email).toEqual({ smtpUrl: smtp, from: "Chartbot <notices@chartbot.example>" });
    expect(on.origins.api).toBe("https://api.chartbot.example");
  });
});

describe("loadConfig encryption keys", () => {
  const current = randomBytes(32).toString("base64");
  const older = randomBytes(32).toString("base64");

  it("seals with ENCRYPTION_KEY under ENCRYPTION_KEY_ID and reads with the read-only keys too", () => {
    const { encryption } = loadConfig({
      ENCRYPTION_KEY: current,
      ENCRYPTION_KEY_ID: "2025-06",
      ENCRYPTION_READ_ONLY_KEYS: ` ${LEGACY_KEY_ID}:${older} , 2024.1:${DEV_ENCRYPTION_KEY}`,
    });
    expect(encryption.current.id).toBe("2025-06");
    expect(encryption.current.key.equals(Buffer.from(current, "base64"))).toBe(true);
    expect([...encryption.keys.keys()]).toEqual(["2025-06", LEGACY_KEY_ID, "2024.1"]);
    expect(encryption.keys.get(LEGACY_KEY_ID)?.equals(Buffer.from(older, "base64"))).toBe(true);
  });

  it("refuses a bad id, an id without its key, an id used twice and malformed read-only keys, never echoing a key", () => {
    expect(problemsOf({ ENCRYPTION_KEY: current, ENCRYPTION_KEY_ID: "has:colon" })).toEqual([
      "ENCRYPTION_KEY_ID: a key id is 1-40 of A-Z a-z 0-9 . _ -",
    ]);
    expect(problemsOf({ ENCRYPTION_KEY_ID: "k1" })).toEqual([
      "ENCRYPTION_KEY_ID: set only together with ENCRYPTION_KEY (it names that key)",
    ]);
    expect(problemsOf({ ENCRYPTION_KEY: current, ENCRYPTION_READ_ONLY_KEYS: `default:${older}` })).toEqual([
      `ENCRYPTION_READ_ONLY_KEYS: the key id "default" is used twice (ENCRYPTION_KEY's id is "default")`,
    ]);
    const malformed = problemsOf({
      ENCRYPTION_KEY: current,
      ENCRYPTION_READ_ONLY_KEYS: `${older},old:${randomBytes(16).toString("base64")}`,
    });
    expect(malformed.every((line) => line.startsWith("ENCRYPTION_READ_ONLY_KEYS."))).toBe(true);
    expect(malformed.join("\n")).toMatch(/ENCRYPTION_READ_ONLY_KEYS\.0\.id: a key id is/);
    expect(malformed.join("\n")).toMatch(/ENCRYPTION_READ_ONLY_KEYS\.1\.key: must be 32 bytes/);
    expect(malformed.join("\n")).not.toContain(older);
  });
});

describe("isLocalHost", () => {
  it("knows this machine's names and addresses, and no one else's", () => {
    const local = [
      "localhost",
      "LOCALHOST",
      "a.localhost",
      "localhost.",
      "127.0.0.1",
      "127.255.0.9",
      "0.0.0.0",
      "[::1]",
      "[::]",
      "[::ffff:7f00:1]",
    ];
    const remote = [
      "chartbot.app",
      "localhost.example",
      "128.0.0.1",
      "10.0.0.1",
      "[2001:db8::1]",
      "[::ffff:a00:1]",
      "1.127.0.0",
    ];
    for (const host of local) expect(isLocalHost(host), host).toBe(true);
    for (const host of remote) expect(isLocalHost(host), host).toBe(false);
  });
});
