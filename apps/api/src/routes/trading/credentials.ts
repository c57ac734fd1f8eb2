import { tradingEndpoints } from "@chartbot/contracts/endpoints/trading";
import { TRADING_EXCHANGES } from "@chartbot/contracts/trading";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createExchangeCredential } from "../../data/exchange-credentials/create-exchange-credential.js";
import { deleteExchangeCredential } from "../../data/exchange-credentials/delete-exchange-credential.js";
import { presentCredential } from "../../data/exchange-credentials/exchange-credential.js";
import { listExchangeCredentials } from "../../data/exchange-credentials/list-exchange-credentials.js";
import { AppError } from "../../errors.js";
import { accountOf, requireAccount, requireRecentSignIn } from "../../plugins/authenticate.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";

/** The signed-in user's exchange API keys for trading: saved encrypted, only ever shown masked. */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireAccount);

  addEndpoint(app, tradingEndpoints.exchanges, () => ({ exchanges: TRADING_EXCHANGES }));

  addEndpoint(app, tradingEndpoints.credentials, async (request) => {
    const credentials = await listExchangeCredentials(app.database.db, accountOf(request).id);
    return { credentials: credentials.map(presentCredential) };
  });

  addEndpoint(
    app,
    tradingEndpoints.createCredential,
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
    { preHandler: requireRecentSignIn },
  );

  addDeleteRoute(app, tradingEndpoints.deleteCredential, {
    remove: ({ id }, request) => deleteExchangeCredential(app.database.db, accountOf(request).id, id),
    notFound: "This exchange credential does not exist.",
  });
};
