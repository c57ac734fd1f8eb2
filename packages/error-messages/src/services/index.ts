/** The optional services a deployment may run without; `GET /api/services` says which are on. */
export type OptionalService = "discord" | "payments";

/**
 * Why a button of a service that is off is disabled: the one wording the dashboard and the marketing site
 * show beside it, before any click (and the API's 503 says the same after one). One short line: it must fit
 * the line the marketing site reserves for it at phone width.
 */
export const SERVICE_OFF_MESSAGES: Readonly<Record<OptionalService, string>> = Object.freeze({
  discord: "Discord is not available right now.",
  payments: "Payments are not available right now.",
});
