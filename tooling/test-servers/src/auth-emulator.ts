import { join } from "node:path";
import { type StartedProcess, startProcess } from "./processes";

/**
 * Starts the Firebase Auth emulator with the repository's firebase-tools (`<repoDir>/node_modules`), for
 * `projectId`, with the emulator config `configFile` (ports, hub, logging). Wait for it with `waitForUrl`.
 */
export function startAuthEmulator(options: {
  repoDir: string;
  projectId: string;
  configFile: string;
  env: Record<string, string | undefined>;
  logDir: string;
}): StartedProcess {
  const { repoDir, projectId, configFile, env, logDir } = options;
  return startProcess(
    "auth-emulator",
    process.execPath,
    [
      join(repoDir, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"),
      "emulators:start",
      "--only",
      "auth",
      "--project",
      projectId,
      "--config",
      configFile,
    ],
    { cwd: repoDir, env, logDir },
  );
}

export type OobRequestType = "VERIFY_EMAIL" | "PASSWORD_RESET" | "VERIFY_AND_CHANGE_EMAIL" | "RECOVER_EMAIL";

/** What a test does to the emulator's users through its REST API (the emulator's own admin endpoints). */
export interface AuthEmulatorClient {
  /** Creates an email/password user; verified unless asked otherwise. Returns its uid. */
  createUser(
    email: string,
    password: string,
    options?: { verified?: boolean; displayName?: string },
  ): Promise<string>;
  /** Disables an account, as an administrator would in the Firebase console. */
  disableUser(uid: string): Promise<void>;
  /** Gives an existing user (one made by a Discord sign-in, say) a password, as setting one in the app does. */
  setPassword(uid: string, password: string): Promise<void>;
  /** The newest out-of-band code of a type sent to `email`, waiting up to 10 s for it to be issued. */
  latestOobCode(email: string, requestType: OobRequestType): Promise<string>;
}

/** A client for the emulator at `host` (`127.0.0.1:9099`), for `projectId`, with the web `apiKey`. */
export function authEmulatorClient({
  host,
  projectId,
  apiKey,
}: {
  host: string;
  projectId: string;
  apiKey: string;
}): AuthEmulatorClient {
  const emulator = `http://${host}`;
  const identity = `${emulator}/identitytoolkit.googleapis.com/v1`;
  // "Bearer owner" is the emulator's admin credential.
  const asAdmin = { authorization: "Bearer owner" };
  const update = (body: Record<string, unknown>) =>
    post(`${identity}/projects/${projectId}/accounts:update`, body, asAdmin);

  return {
    async createUser(email, password, { verified = true, displayName } = {}) {
      const { localId } = (await post(`${identity}/accounts:signUp?key=${apiKey}`, {
        email,
        password,
        returnSecureToken: true,
      })) as { localId: string };
      if (verified || displayName) {
        await update({ localId, emailVerified: verified, ...(displayName && { displayName }) });
      }
      return localId;
    },

    async disableUser(uid) {
      await update({ localId: uid, disableUser: true });
    },

    async setPassword(uid, password) {
      await update({ localId: uid, password });
    },

    async latestOobCode(email, requestType) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const response = await fetch(`${emulator}/emulator/v1/projects/${projectId}/oobCodes`);
        const { oobCodes } = (await response.json()) as {
          oobCodes: { email: string; oobCode: string; requestType: string }[];
        };
        const latest = oobCodes
          .filter(
            (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType,
          )
          .at(-1);
        if (latest) return latest.oobCode;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`No ${requestType} code was sent to ${email}`);
    },
  };
}

/**
 * A fresh address per test, `<prefix>-<label>-<time>-<random>@example.com`: an emulator may be shared with
 * other suites and is never cleared by them.
 */
export function uniqueEmail(prefix: string, label: string): string {
  return `${prefix}-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}
