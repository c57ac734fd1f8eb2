import type { Endpoint } from "@chartbot/contracts/endpoint";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "../errors.js";
import { addEndpoint, type EndpointHandler } from "./endpoint-route.js";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a `DELETE` route of one owned item needs besides its declaration: how to remove it, the 404 message. */
export interface DeleteRouteOptions<E extends Endpoint> {
  /** Removes the item; false when the caller has no such item (answered 404 with `notFound`). */
  remove: (
    params: E extends { params: z.ZodType } ? z.output<E["params"]> : never,
    request: FastifyRequest,
  ) => Promise<boolean>;
  notFound: string;
}

/** Adds a `DELETE` endpoint that answers 204, or 404 `not_found` when the item does not exist for the caller. */
export function addDeleteRoute<E extends Endpoint & { method: "DELETE"; params: z.ZodType }>(
  app: ZodApp,
  endpoint: E,
  { remove, notFound }: DeleteRouteOptions<E>,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Fastify validated the params with the declaration's schema; TypeScript cannot resolve that generically.
    const params = request.params as Parameters<typeof remove>[0];
    if (!(await remove(params, request))) throw new AppError("not_found", notFound);
    return reply.code(204).send(null);
  };
  addEndpoint(app, endpoint, handler as unknown as EndpointHandler<E>);
}
