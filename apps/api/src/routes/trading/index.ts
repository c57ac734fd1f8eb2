import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { credentialRoutes } from "./credentials.js";
import { tokenRoutes } from "./tokens.js";

/** Trading & API keys: exchange credentials and personal API tokens. */
export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(credentialRoutes);
  await app.register(tokenRoutes);
};
