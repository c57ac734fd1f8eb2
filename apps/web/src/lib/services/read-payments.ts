import { routes } from "@chartbot/contracts/routes";
import { siteApi } from "../site-api";

/**
 * Whether the deployment takes payments, from `GET /api/services` (public: no credentials sent). Undefined
 * when it could not be told (offline, aborted, an unexpected answer): then the Subscribe links stay links.
 * The body is checked by hand (the contract's `ServicesSchema.payments`) to keep zod out of the browser bundle.
 */
export async function readPaymentsOn(apiOrigin: string, signal?: AbortSignal): Promise<boolean | undefined> {
  try {
    const body: unknown = await siteApi(apiOrigin, "omit").call(routes.services.get, {
      ...(signal && { signal }),
    });
    const payments =
      typeof body === "object" && body !== null ? (body as { payments?: unknown }).payments : undefined;
    return typeof payments === "boolean" ? payments : undefined;
  } catch {
    return undefined;
  }
}
