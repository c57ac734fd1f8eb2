import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAccountRoutes } from "./account/create-account.js";
import { profileRoutes } from "./account/profile.js";
import { healthRoutes } from "./health.js";
import { sessionRoutes } from "./session.js";

/** Every route, mounted under /api. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(createAccountRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
};
