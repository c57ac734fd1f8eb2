import { AUTH_EMULATOR_HOST, FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from "./e2e-env";

const EMULATOR = `http://${AUTH_EMULATOR_HOST}`;
const IDENTITY = `${EMULATOR}/identitytoolkit.googleapis.com/v1`;

export type OobRequestType = "VERIFY_EMAIL" | "PASSWORD_RESET" | "VERIFY_AND_CHANGE_EMAIL" | "RECOVER_EMAIL";

interface OobCode {
  email: string;
  oobCode: string;
  requestType: OobRequestType;
}

/** A fresh address per test: the emulator is shared with other suites and is never cleared here. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
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

/** Creates an email/password user directly in the emulator; verified unless asked otherwise. */
export async function createUser(
  email: string,
  password: string,
  { verified = true, displayName }: { verified?: boolean; displayName?: string } = {},
): Promise<string> {
  const { localId } = (await post(`${IDENTITY}/accounts:signUp?key=${FIREBASE_API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  })) as { localId: string };
  if (verified || displayName) {
    // "Bearer owner" is the emulator's admin credential.
    await post(
      `${IDENTITY}/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
      { localId, emailVerified: verified, ...(displayName && { displayName }) },
      { authorization: "Bearer owner" },
    );
  }
  return localId;
}

/** Disables an account in the emulator, as an administrator would in the Firebase console. */
export async function disableUser(localId: string): Promise<void> {
  await post(
    `${IDENTITY}/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
    { localId, disableUser: true },
    { authorization: "Bearer owner" },
  );
}

/** The newest out-of-band code of a type sent to `email`, waiting up to 10 s for it to be issued. */
export async function latestOobCode(email: string, requestType: OobRequestType): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${EMULATOR}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    const matches = oobCodes.filter(
      (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType,
    );
    const latest = matches.at(-1);
    if (latest) return latest.oobCode;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${requestType} code was sent to ${email}`);
}
