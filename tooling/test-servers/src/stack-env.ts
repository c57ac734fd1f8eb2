/**
 * The environment the browser-test stacks (the dashboard's end-to-end run and the journeys) give the API and
 * the dashboard they start: the parts they share. Each stack adds its own (its Discord, its payments, its
 * database) and passes its own ports and origins.
 */

/** The Firebase project of every test stack's Auth emulator (a `demo-` project: no real one is touched). */
export const STACK_FIREBASE = { projectId: "demo-chartbot", apiKey: "demo-key" } as const;

/** Where a stack's servers answer: its ports (`suitePorts`), the marketing site's origin and the Auth emulator. */
export interface StackSettings {
  ports: { api: number; dashboard: number };
  webOrigin: string;
  /** `host:port` of the stack's Auth emulator. */
  authEmulatorHost: string;
}

const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The dashboard's environment, at build and at start, with its own output folder (`distDir`). */
export function stackDashboardEnv(stack: StackSettings, distDir: string) {
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    DASHBOARD_DIST_DIR: distDir,
    API_ORIGIN: origin(stack.ports.api),
    NEXT_PUBLIC_WEB_ORIGIN: stack.webOrigin,
    NEXT_PUBLIC_FIREBASE_API_KEY: STACK_FIREBASE.apiKey,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: STACK_FIREBASE.projectId,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    // Every API answer is checked against the contract: a mismatch fails the screen that read it.
    NEXT_PUBLIC_CHECK_API_ANSWERS: "1",
  };
}

/** The API's environment: the stack's origins and emulator, quiet logs, generous rate limits. */
export function stackApiEnv(stack: StackSettings) {
  const dashboardOrigin = origin(stack.ports.dashboard);
  return {
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(stack.ports.api),
    LOG_LEVEL: "warn",
    DASHBOARD_ORIGIN: dashboardOrigin,
    WEB_ORIGIN: stack.webOrigin,
    REDIRECT_ALLOWLIST: `${dashboardOrigin}/account/action`,
    FIREBASE_PROJECT_ID: STACK_FIREBASE.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: stack.authEmulatorHost,
    RATE_LIMIT_MAX: "100000",
    AUTH_RATE_LIMIT_MAX: "100000",
    ACCOUNT_RATE_LIMIT_MAX: "100000",
  };
}
