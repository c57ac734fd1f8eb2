import type { Endpoint } from "@chartbot/contracts/endpoint";
import type {
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { securityOf } from "../plugins/docs.js";
import { serializedFast } from "../plugins/fast-serializer.js";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Fastify's route schema of an endpoint declaration. */
export interface SchemaOf<E extends Endpoint> {
  params: E extends { params: infer Params } ? Params : undefined;
  querystring: E extends { query: infer Query } ? Query : undefined;
  body: E extends { body: infer Body } ? Body : undefined;
  headers: E extends { headers: infer Headers } ? Headers : undefined;
  response: E["responses"];
}

/** The handler of an endpoint: its request and reply typed by the declaration's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Route options besides the declaration's: hooks, rate limit, body limit, log level. */
export interface EndpointRouteOptions
  extends Pick<RouteShorthandOptions, "config" | "bodyLimit" | "logLevel" | "onRequest" | "preHandler"> {
  /**
   * Writes the successful answer with fast-json-stringify instead of zod's encode (the hot routes: see
   * `fast-serializer.ts` for which schemas may).
   */
  serializeFast?: boolean;
}

/**
 * Registers the route of a contract endpoint in `app` (the plugin of its API, which gives the prefix and the
 * authentication): method, path, schemas and OpenAPI texts all come from the declaration; only the handler is
 * the route file's.
 */
export function addEndpoint<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  { serializeFast, ...routeOptions }: EndpointRouteOptions = {},
): void {
  const { method, path, tag, summary, description, params, query, body, headers, consumes } = endpoint;
  const response: Record<number, unknown> = { ...endpoint.responses };
  if (serializeFast) {
    for (const [status, schema] of Object.entries(endpoint.responses)) {
      if (Number(status) < 300) response[Number(status)] = serializedFast(schema);
    }
  }
  app.route({
    ...routeOptions,
    method,
    url: path,
    schema: {
      tags: [tag],
      security: securityOf(endpoint.auth),
      summary,
      ...(description !== undefined && { description }),
      ...(params !== undefined && { params }),
      ...(query !== undefined && { querystring: query }),
      ...(body !== undefined && { body }),
      ...(headers !== undefined && { headers }),
      ...(consumes !== undefined && { consumes: [...consumes] }),
      response,
    },
    // The handler's types are the declaration's (`EndpointHandler`); Fastify sees the same schemas.
    handler: handler as RouteHandlerMethod,
  });
}
