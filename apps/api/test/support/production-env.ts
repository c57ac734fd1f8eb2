import { generateKeyPairSync, randomBytes } from "node:crypto";

/** The Firebase project of the production configuration tests use (not a `demo-` one: those are refused). */
export const PRODUCTION_TEST_PROJECT = "chartbot-production-test";

/**
 * What the production guard names, in its order, for an environment that sets nothing of a production
 * configuration: the identity, the origins, the database and the encryption key (the port, Discord and payments
 * are named apart, by the schema and by their own checks).
 */
export const UNCONFIGURED_PRODUCTION_VARIABLES = [
  "FIREBASE_SERVICE_ACCOUNT",
  "FIREBASE_AUTH_EMULATOR_HOST",
  "WEB_ORIGIN",
  "DASHBOARD_ORIGIN",
  "DATABASE_URL",
  "FIREBASE_PROJECT_ID",
  "ENCRYPTION_KEY",
];

let privateKey: string | undefined;

/**
 * A service account's JSON key as Google issues it, with a freshly generated RSA key (Google never saw it:
 * nothing signed with it is accepted, but firebase-admin and the configuration take it as real).
 */
export function testServiceAccount(projectId = PRODUCTION_TEST_PROJECT) {
  privateKey ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    type: "pkcs8",
    format: "pem",
  }) as string;
  return {
    type: "service_account",
    project_id: projectId,
    private_key_id: randomBytes(20).toString("hex"),
    private_key: privateKey,
    client_email: `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`,
    client_id: "100000000000000000000",
  };
}

/**
 * A complete production environment that the configuration guard accepts: PostgreSQL, public https
 * origins, a real-looking Firebase project with its service account and Discord application id, no Auth emulator (set empty, so an
 * emulator host inherited from the test command is unset) and a random encryption key. `overrides` win;
 * an empty string unsets a variable.
 */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const projectId = overrides.FIREBASE_PROJECT_ID || PRODUCTION_TEST_PROJECT;
  return {
    NODE_ENV: "production",
    DATABASE_URL: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test",
    WEB_ORIGIN: "https://chartbot.example",
    DASHBOARD_ORIGIN: "https://app.chartbot.example",
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_SERVICE_ACCOUNT: JSON.stringify(testServiceAccount(projectId)),
    FIREBASE_AUTH_EMULATOR_HOST: "",
    GOOGLE_APPLICATION_CREDENTIALS: "",
    ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    // A real-looking Discord application id (the guard refuses a missing or placeholder one).
    DISCORD_CLIENT_ID: "1128439573092786236",
    ...overrides,
  };
}
