// Imports no zod (only the declarations' types): the marketing site's browser code calls these routes, and its
// first-load JavaScript budget keeps zod out (docs/decisions/published-api-client.md).
import { routeOf } from "./endpoint.ts";
import type { serviceEndpoints } from "./endpoints/services.ts";
import type { sessionEndpoints } from "./endpoints/session.ts";

/**
 * The routes that browser code calls without their schemas, by the declaration's resource and name (`routes.session.get`
 * is `sessionEndpoints.get`). Each is held to its declaration by the compiler (`routeOf`) and by `routes.test.ts`.
 */
export const routes = {
  session: {
    get: routeOf<typeof sessionEndpoints.get>({ method: "GET", path: "/session", api: "dashboard" }),
  },
  services: {
    get: routeOf<typeof serviceEndpoints.get>({ method: "GET", path: "/services", api: "dashboard" }),
  },
};
