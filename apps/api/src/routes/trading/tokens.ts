import { LIMITS } from "@chartbot/addons";
import { ErrorResponses } from "@chartbot/contracts/errors";
import {
  CreatedTokenSchema,
  CreateTokenBodySchema,
  IdParamsSchema,
  TokenListQuerySchema,
  TokenPageSchema,
} from "@chartbot/contracts/trading";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { presentApiToken } from "../../data/api-tokens/api-token.js";
import { createApiToken } from "../../data/api-tokens/create-api-token.js";
import { listApiTokens } from "../../data/api-tokens/list-api-tokens.js";
import { revokeApiToken } from "../../data/api-tokens/revoke-api-token.js";
import { pageRequest } from "../../data/paging.js";
import { AppError } from "../../errors.js";
import { accountOf, requireAccount, requireRecentSignIn } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";

/** The signed-in user's personal API tokens: stored hashed, shown once, revocable. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);

  app.get(
    "/trading/tokens",
    {
      schema: {
        tags: ["trading"],
        summary: "A page of the user's personal API tokens (active, revoked, or both), newest first",
        querystring: TokenListQuerySchema,
        response: { 200: TokenPageSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { status } = request.query;
      const page = pageRequest(request.query, `api-tokens:${status ?? "all"}`);
      const { items, nextCursor } = await listApiTokens(app.database.db, accountOf(request).id, status, page);
      return { items: items.map(presentApiToken), nextCursor };
    },
  );

  app.post(
    "/trading/tokens",
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ["trading"],
        summary: `Creates a personal API token and returns it once (at most ${LIMITS.apiTokensPerAccount} active)`,
        body: CreateTokenBodySchema,
        response: { 201: CreatedTokenSchema, ...ErrorResponses },
      },
    },
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
  );

  addDeleteRoute(app, {
    path: "/trading/tokens/:id",
    tags: ["trading"],
    summary: "Revokes a personal API token; revoking it again changes nothing",
    params: IdParamsSchema,
    remove: ({ id }, request) => revokeApiToken(app.database.db, accountOf(request).id, id),
    notFound: "This API token does not exist.",
  });
};
