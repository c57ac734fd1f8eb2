import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireApiToken } from "../plugins/api-token-auth.js";
import { alertRoutes } from "./alerts/alerts.js";
import { communityRoutes } from "./communities/index.js";
import { noticeRoutes } from "./notices/notices.js";
import { priceRoutes } from "./prices/prices.js";

/**
 * The public API, mounted under `/api/v1`: the dashboard's own alert, price and community route plugins registered a
 * second time, authenticated by `requireApiToken` (personal API tokens only) instead of the session cookie or
 * ID token. Same handlers, same data functions, same community admin re-checks: a token can do exactly what its
 * owner can (a `read` token only GET). The OpenAPI tags and security come from the path (see `docs.ts`); CORS
 * and the cookie `Origin` check skip this prefix (see `origin-policy.ts`).
 */
export const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(alertRoutes, { authenticate: requireApiToken });
  await app.register(priceRoutes, { authenticate: requireApiToken });
  await app.register(noticeRoutes, { authenticate: requireApiToken });
  await app.register(communityRoutes, { authenticate: requireApiToken, publicApi: true });
};
