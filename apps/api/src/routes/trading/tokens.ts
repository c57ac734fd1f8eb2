import { tradingEndpoints } from "@chartbot/contracts/endpoints/trading";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { presentApiToken } from "../../data/api-tokens/api-token.js";
import { createApiToken } from "../../data/api-tokens/create-api-token.js";
import { listApiTokens } from "../../data/api-tokens/list-api-tokens.js";
import { revokeApiToken } from "../../data/api-tokens/revoke-api-token.js";
import { AppError } from "../../errors.js";
import { accountOf, requireAccount, requireRecentSignIn } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { pageRequest } from "../paging.js";

/** The signed-in user's personal API tokens: stored hashed, shown once, revocable. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);

  addEndpoint(app, tradingEndpoints.tokens, async (request) => {
    const { status } = request.query;
    const page = pageRequest(request.query, `api-tokens:${status ?? "all"}`);
    const { items, nextCursor } = await listApiTokens(app.database.db, accountOf(request).id, status, page);
    return { items: items.map(presentApiToken), nextCursor };
  });

  addEndpoint(
    app,
    tradingEndpoints.createToken,
    async (request, reply) => {
      const { label, scope } = request.body;
      const result = await createApiToken(app.database.db, accountOf(request).id, label, scope);
      if (result.outcome === "limit_reached") {
        throw new AppError(
          "limit_reached",
          `You can have at most ${result.limit} active API tokens. Revoke one you no longer use first.`,
        );
      }
      // The token is in this body only: keep it out of every cache.
      reply.header("cache-control", "no-store");
      return reply.code(201).send({ ...presentApiToken(result.summary), token: result.token });
    },
    { preHandler: requireRecentSignIn },
  );

  addDeleteRoute(app, tradingEndpoints.deleteToken, {
    remove: ({ id }, request) => revokeApiToken(app.database.db, accountOf(request).id, id),
    notFound: "This API token does not exist.",
  });
};
