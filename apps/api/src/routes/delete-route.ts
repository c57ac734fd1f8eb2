import { ErrorResponses } from "@chartbot/contracts/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors.js";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a `DELETE` route of one owned item needs: its schema texts, how to remove it, and the 404 message. */
export interface DeleteRouteOptions<Params extends z.ZodObject> {
  path: string;
  tags: string[];
  summary: string;
  params: Params;
  /** Removes the item; false when the caller has no such item (answered 404 with `notFound`). */
  remove: (params: z.infer<Params>, request: FastifyRequest) => Promise<boolean>;
  notFound: string;
}

/** Adds a `DELETE` route that answers 204, or 404 `not_found` when the item does not exist for the caller. */
export function addDeleteRoute<Params extends z.ZodObject>(
  app: ZodApp,
  options: DeleteRouteOptions<Params>,
): void {
  const { path, tags, summary, params, remove, notFound } = options;
  app.delete(
    path,
    { schema: { tags, summary, params, response: { 204: z.null(), ...ErrorResponses } } },
    async (request, reply) => {
      // Fastify validated the params with `params`; TypeScript cannot resolve that for a generic schema.
      const validated = request.params as z.infer<Params>;
      if (!(await remove(validated, request))) throw new AppError("not_found", notFound);
      return reply.code(204).send(null);
    },
  );
}
