import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";
import { SERVICES_MAX_AGE_SECONDS, ServicesSchema } from "../services.ts";

export const serviceEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/services",
    api: "dashboard",
    auth: "none",
    tag: "health",
    summary: "Which optional services this deployment has (Discord sign-in, the Discord bot, payments)",
    description: `Public and unauthenticated; the same answer for everyone (\`Cache-Control: public, max-age=${SERVICES_MAX_AGE_SECONDS}\`). The apps disable the buttons of a service that is off, with the reason, instead of answering 503 after the click.`,
    responses: { 200: ServicesSchema, 429: ErrorResponses[429] },
  }),
};
