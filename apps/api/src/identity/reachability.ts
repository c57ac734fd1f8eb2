import type { Config } from "../config.js";

/**
 * The public keys Google signs Firebase ID tokens with: what firebase-admin downloads to verify a token in
 * production. Fetching them needs no credentials and proves the network path to Google's identity servers.
 */
export const GOOGLE_SIGNING_KEYS_URL =
  "https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com";

/** How readiness tells whether the identity provider can be reached, without signing anybody in. */
export interface IdentityProbe {
  readonly kind: "emulator" | "google-signing-keys";
  readonly url: string;
}

/** The Auth emulator's root (it answers `{ authEmulator: { ready } }`) when configured, else Google's keys. */
export function identityProbe(config: Config["firebase"]): IdentityProbe {
  return config.emulatorHost
    ? { kind: "emulator", url: `http://${config.emulatorHost}/` }
    : { kind: "google-signing-keys", url: GOOGLE_SIGNING_KEYS_URL };
}

/** Resolves when `probe` answers 2xx within `timeoutMs`; rejects otherwise. */
export async function reach(probe: IdentityProbe, timeoutMs: number): Promise<void> {
  const response = await fetch(probe.url, { signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`${probe.url} answered ${response.status}`);
}
