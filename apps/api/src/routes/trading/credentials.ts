import { LIMITS } from "@chartbot/addons";
import { ErrorResponses } from "@chartbot/contracts/errors";
import {
  CreateCredentialBodySchema,
  CredentialListSchema,
  CredentialSchema,
  ExchangeListSchema,
  IdParamsSchema,
  TRADING_EXCHANGES,
} from "@chartbot/contracts/trading";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createExchangeCredential } from "../../data/exchange-credentials/create-exchange-credential.js";
import { deleteExchangeCredential } from "../../data/exchange-credentials/delete-exchange-credential.js";
import { presentCredential } from "../../data/exchange-credentials/exchange-credential.js";
import { listExchangeCredentials } from "../../data/exchange-credentials/list-exchange-credentials.js";
import { AppError } from "../../errors.js";
import { accountOf, requireAccount, requireRecentSignIn } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";

/** The signed-in user's exchange API keys for trading: saved encrypted, only ever shown masked. */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);

  app.get(
    "/trading/exchanges",
    {
      schema: {
        tags: ["trading"],
        summary: "The exchanges whose API keys can be saved",
        response: { 200: ExchangeListSchema, ...ErrorResponses },
      },
    },
    () => ({ exchanges: TRADING_EXCHANGES }),
  );

  app.get(
    "/trading/credentials",
    {
      schema: {
        tags: ["trading"],
        summary: "The user's saved exchange credentials, newest first, with masked keys",
        response: { 200: CredentialListSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const credentials = await listExchangeCredentials(app.database.db, accountOf(request).id);
      return { credentials: credentials.map(presentCredential) };
    },
  );

  app.post(
    "/trading/credentials",
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ["trading"],
        summary: `Saves an exchange API key and secret, encrypted (at most ${LIMITS.exchangeCredentialsPerAccount} per account)`,
        body: CreateCredentialBodySchema,
        response: { 201: CredentialSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const result = await createExchangeCredential(app.database.db, app.config.encryption, {
        accountId: accountOf(request).id,
        ...request.body,
      });
      if (result.outcome === "limit_reached") {
        throw new AppError(
          "limit_reached",
          `You can save at most ${result.limit} exchange credentials. Delete one you no longer use first.`,
        );
      }
      return reply.code(201).send(presentCredential(result.credential));
    },
  );

  addDeleteRoute(app, {
    path: "/trading/credentials/:id",
    tags: ["trading"],
    summary: "Deletes a saved exchange credential",
    params: IdParamsSchema,
    remove: ({ id }, request) => deleteExchangeCredential(app.database.db, accountOf(request).id, id),
    notFound: "This exchange credential does not exist.",
  });
};
