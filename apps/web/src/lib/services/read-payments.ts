/**
 * Whether the deployment takes payments, from `GET /api/services` (public: no credentials sent). Undefined
 * when it could not be told (offline, aborted, an unexpected answer): then the Subscribe links stay links.
 * The body is checked by hand (the contract's `ServicesSchema.payments`) to keep zod out of the browser bundle.
 */
export async function readPaymentsOn(apiOrigin: string, signal?: AbortSignal): Promise<boolean | undefined> {
  try {
    const response = await fetch(new URL("/api/services", apiOrigin), {
      credentials: "omit",
      headers: { accept: "application/json" },
      ...(signal && { signal }),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const payments =
      typeof body === "object" && body !== null ? (body as { payments?: unknown }).payments : undefined;
    return typeof payments === "boolean" ? payments : undefined;
  } catch {
    return undefined;
  }
}
