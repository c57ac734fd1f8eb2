import { ApiErrorBodySchema } from "@chartbot/error-messages/api";

/** The error responses every route may give, for the OpenAPI document; the codes are error-messages'. */
export const ErrorResponses = {
  400: ApiErrorBodySchema.describe("Invalid request"),
  401: ApiErrorBodySchema.describe("Not signed in"),
  403: ApiErrorBodySchema.describe("Email not verified or not allowed"),
  404: ApiErrorBodySchema.describe("Not found"),
  409: ApiErrorBodySchema.describe("Conflict or limit reached"),
  429: ApiErrorBodySchema.describe("Too many requests"),
  500: ApiErrorBodySchema.describe("Internal error"),
  502: ApiErrorBodySchema.describe("An upstream service failed"),
  503: ApiErrorBodySchema.describe("Temporarily unavailable"),
} as const;

/** The 402 of routes that need an add-on active in the community, for the OpenAPI document. */
export const AddonRequiredResponse = {
  402: ApiErrorBodySchema.describe("The add-on this needs is not active in the community"),
} as const;
