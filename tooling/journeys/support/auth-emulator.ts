import { AUTH_EMULATOR_HOST, FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from "./env";

const EMULATOR = `http://${AUTH_EMULATOR_HOST}`;
const IDENTITY = `${EMULATOR}/identitytoolkit.googleapis.com/v1`;

/** A fresh address per test: the emulator may be shared with other suites and is never cleared here. */
export function uniqueEmail(label: string): string {
  return `journey-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
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

/** Creates an email/password user with a verified email through the emulator's REST API. */
export async function createVerifiedUser(
  email: string,
  password: string,
  displayName: string,
): Promise<string> {
  const { localId } = (await post(`${IDENTITY}/accounts:signUp?key=${FIREBASE_API_KEY}`, {
    email,
    password,
  })) as { localId: string };
  // "Bearer owner" is the emulator's admin credential.
  await post(
    `${IDENTITY}/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true, displayName },
    { authorization: "Bearer owner" },
  );
  return localId;
}

/** The newest email-verification code sent to `email`, waiting up to 10 s for it. */
export async function latestVerifyEmailCode(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${EMULATOR}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; oobCode: string; requestType: string }[];
    };
    const latest = oobCodes
      .filter(
        (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === "VERIFY_EMAIL",
      )
      .at(-1);
    if (latest) return latest.oobCode;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No VERIFY_EMAIL code was sent to ${email}`);
}
