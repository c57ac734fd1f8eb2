import { SERVICE_OFF_MESSAGES } from "../services/index.ts";

/** Every error code the API sends; clients switch on these, never on the message. */
export const API_ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "addon_required",
  "email_not_verified",
  "recent_sign_in_required",
  "origin_not_allowed",
  "forbidden",
  "not_found",
  "ticker_not_found",
  "conflict",
  "duplicate_alert",
  "limit_reached",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "discord_code_invalid",
  "discord_email_unverified",
  "redirect_not_allowed",
  "webhook_signature_invalid",
  "discord_unreachable",
  "payment_provider_unreachable",
  "payments_not_configured",
  "slots_in_use",
  "subscriptions_not_canceled",
  "discord_not_configured",
  "discord_email_in_use",
  "discord_already_linked",
  "discord_unlinked",
  "discord_not_linked",
  "discord_reconnect_required",
  "discord_rate_limited",
  "last_sign_in_method",
  "bot_not_in_server",
  "community_disconnected",
  "database_unavailable",
  "auth_unavailable",
  "overloaded",
  "internal_error",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The HTTP status the API answers with for each code. */
export const API_ERROR_STATUS = Object.freeze({
  bad_request: 400,
  validation_failed: 400,
  discord_code_invalid: 400,
  discord_email_unverified: 400,
  redirect_not_allowed: 400,
  webhook_signature_invalid: 400,
  unauthenticated: 401,
  addon_required: 402,
  email_not_verified: 403,
  recent_sign_in_required: 403,
  origin_not_allowed: 403,
  forbidden: 403,
  not_found: 404,
  ticker_not_found: 404,
  conflict: 409,
  duplicate_alert: 409,
  limit_reached: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  discord_unreachable: 502,
  payment_provider_unreachable: 502,
  payments_not_configured: 503,
  slots_in_use: 409,
  subscriptions_not_canceled: 502,
  discord_not_configured: 503,
  discord_email_in_use: 409,
  discord_already_linked: 409,
  discord_unlinked: 409,
  discord_not_linked: 409,
  discord_reconnect_required: 409,
  discord_rate_limited: 429,
  last_sign_in_method: 409,
  bot_not_in_server: 409,
  community_disconnected: 409,
  database_unavailable: 503,
  auth_unavailable: 503,
  overloaded: 503,
} as const satisfies Record<ApiErrorCode, number>);

/** The message shown to the user for each code when the API gives no more specific one. */
export const API_ERROR_MESSAGES = Object.freeze({
  bad_request: "The request is invalid.",
  validation_failed: "Some fields are invalid. Please check them and try again.",
  unauthenticated: "Please sign in to continue.",
  addon_required: "This needs an add-on that is not active here. Add it on the Subscriptions page.",
  email_not_verified: "Please verify your email address to continue.",
  recent_sign_in_required: "For your security, please confirm it's you: sign in again to continue.",
  origin_not_allowed: "This request was refused because it did not come from the Chartbot dashboard.",
  forbidden: "You do not have permission to do this.",
  not_found: "We could not find what you were looking for.",
  ticker_not_found: "This ticker was not found.",
  conflict: "This was changed in the meantime. Please reload and try again.",
  duplicate_alert: "You already have an alert with these settings.",
  limit_reached: "You have reached the limit for your plan.",
  payload_too_large: "The request is too large.",
  unsupported_media_type: "This content type is not supported.",
  rate_limited: "You've made too many requests. Please try again later.",
  discord_code_invalid: "The Discord sign-in has expired or is invalid. Please try again.",
  discord_email_unverified:
    "Your Discord account has no verified email address. Verify your email in Discord and try again, or sign up with email and password.",
  redirect_not_allowed: "This redirect address is not allowed.",
  webhook_signature_invalid: "The webhook signature is missing, invalid or too old.",
  discord_unreachable: "Discord could not be reached. Please try again in a moment.",
  payment_provider_unreachable: "Our payment provider could not be reached. Please try again in a moment.",
  payments_not_configured: `${SERVICE_OFF_MESSAGES.payments} Please try again later.`,
  slots_in_use:
    "More slots are assigned than that. Free some slots on the Subscriptions page first, then lower the number.",
  subscriptions_not_canceled:
    "We could not cancel your subscriptions with our payment provider, so nothing was deleted. Please try again in a moment.",
  discord_not_configured: "Sign-in with Discord is not available right now. Please use email and password.",
  discord_email_in_use:
    "An account with this email already exists. Sign in with your email and password, then link Discord from Account Settings.",
  discord_already_linked: "This Discord account is already linked to another Chartbot account.",
  discord_unlinked:
    "This Discord account is no longer linked to a Chartbot account. Sign in with your email and password, then link Discord again from Account Settings.",
  discord_not_linked: "Connect your Discord account to see the servers you manage.",
  discord_reconnect_required: "Chartbot lost access to your Discord account. Reconnect Discord to continue.",
  discord_rate_limited: "Discord asked us to slow down. Please try again in a few seconds.",
  last_sign_in_method:
    "Discord is your only way to sign in. Set a password first, then you can unlink Discord.",
  bot_not_in_server: "Chartbot is not in this server yet. Add it to the server first.",
  community_disconnected: "Chartbot is no longer in this server. Add it again to manage this community.",
  database_unavailable: "The service is temporarily unavailable. Please try again in a moment.",
  auth_unavailable: "We could not check your sign-in right now. Please try again in a moment.",
  overloaded: "Chartbot is very busy right now. Please try again in a few seconds.",
  internal_error: "An internal error has occurred. Please try again.",
} as const satisfies Record<ApiErrorCode, string>);

/** The HTTP status for a code. */
export function statusForApiError(code: ApiErrorCode): number {
  return API_ERROR_STATUS[code];
}

/** Whether a code is answered with a 5xx status, whose details never reach the client. */
export function isServerError(code: ApiErrorCode): boolean {
  return statusForApiError(code) >= 500;
}
