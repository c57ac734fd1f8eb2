import type { z } from "zod";

/** The three APIs of the one server, and the path each is mounted at. */
export const API_BASES = {
  /** The website's API: session cookie or Firebase ID token. */
  dashboard: "/api",
  /** Personal API tokens (`cbt_…`): the endpoints declared `publicApi`, again. */
  public: "/api/v1",
  /** Bot service tokens (`cbb_…`). */
  bot: "/api/bot/v1",
} as const;
export type ApiName = keyof typeof API_BASES;

/**
 * What an endpoint takes to be called: `session` the dashboard's session cookie or a Firebase ID token (and,
 * for the endpoints also in the public API, a personal API token under `/api/v1`), `bot` a bot service token,
 * `optional` works with or without the session cookie, `none` nothing (what it needs is in the body, or it is
 * a probe or a signed webhook).
 */
export type EndpointAuth = "session" | "bot" | "optional" | "none";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One endpoint, declared once: the API registers its route from it (method, path, schemas, OpenAPI texts), the
 * OpenAPI document is generated from those routes, and clients derive the URL, the body and the answer's type
 * from it. Handlers stay in the API's route files.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Under its API's base (`API_BASES`), parameters as `:name` (`/alerts/:id`). */
  path: `/${string}`;
  /** The API it belongs to: `bot` under `/api/bot/v1`, otherwise the dashboard's under `/api`. */
  api: "dashboard" | "bot";
  /** Also in the public API, under `/api/v1`, with the same schemas (personal API tokens). */
  publicApi?: boolean;
  auth: EndpointAuth;
  /** The OpenAPI tag (the dashboard's tag; the public and bot APIs have one each). */
  tag: string;
  summary: string;
  /** More than the summary: rules of the fields, the answers and their codes (Markdown). */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Headers the endpoint reads (the Stripe webhook's signature). */
  headers?: z.ZodType;
  /** The body's media types when not JSON (a mail client's form post); the route registers their parsers. */
  consumes?: readonly string[];
  /**
   * Every answer by status: the successful ones (`z.null()` for 204; an idempotent report has 201 and 200) and
   * the errors.
   */
  responses: Readonly<Record<number, z.ZodType>>;
}

declare const declaredBy: unique symbol;

/**
 * An endpoint's route without its schemas, typed by its declaration (`Route<typeof sessionEndpoints.get>`): what a
 * client that ships no zod calls (the marketing site's browser code). The API client takes it when it does not
 * check answers. Made by `routeOf`, which the compiler holds to the declaration.
 */
export type Route<E extends Endpoint = Endpoint> = Pick<E, "method" | "path" | "api"> &
  Pick<Endpoint, "publicApi"> & { readonly [declaredBy]?: E };

/**
 * The route of a declaration, written out in a module that must not import zod:
 * `routeOf<typeof sessionEndpoints.get>({ method: "GET", path: "/session", api: "dashboard" })`. The fields must be
 * the declaration's own literals (a different method, path or API does not compile).
 */
export function routeOf<E extends Endpoint>(route: Route<E>): Route<E> {
  return route;
}

/** Declares an endpoint; `const` keeps its literal method, path and exact schemas for the types below. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type SuccessStatus<E extends Endpoint> = Extract<keyof E["responses"], 200 | 201 | 202 | 204>;

/** The status of the endpoint's (first) successful answer: 200, 201, 202 or 204. */
export function successStatusOf(endpoint: Endpoint): number {
  const status = Object.keys(endpoint.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new Error(`${endpoint.method} ${endpoint.path} declares no 2xx answer`);
  return status;
}

/** The successful answer, as the API sends it (`undefined` for a 204); either, for an endpoint with two. */
export type ResultOf<E extends Endpoint> =
  SuccessStatus<E> extends 204 ? undefined : z.output<E["responses"][SuccessStatus<E>]>;
/** The body, as a client sends it (fields with a default may be left out); `void` when it takes none. */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets a mutation without a body be called as `mutate()`.
export type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType ? z.input<E["body"]> : void;
/** The query string's values, as a client sends them. */
export type QueryOf<E extends Endpoint> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;
/** The path's parameters. */
export type ParamsOf<E extends Endpoint> = E["params"] extends z.ZodType ? z.input<E["params"]> : undefined;

/** A call of `E`: the parameters, query and body it takes, each only when it takes one. */
export type CallOf<E extends Endpoint> = (E["params"] extends z.ZodType ? { params: ParamsOf<E> } : object) &
  (E["query"] extends z.ZodType ? { query?: QueryOf<E> } : object) &
  (E["body"] extends z.ZodType ? { body: BodyOf<E> } : object);

/**
 * A call's argument list (with `Extra` options beside the call): the argument may be left out when the endpoint
 * takes no params and no body, and is required otherwise.
 */
export type CallArgs<E extends Endpoint, Extra = unknown> =
  object extends CallOf<E> ? [call?: CallOf<E> & Extra] : [call: CallOf<E> & Extra];

/** The path with its parameters filled in, each URL-encoded (`/alerts/:id` -> `/alerts/3f…`). */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`the path ${path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string (`?a=1&b=2`) of the defined values, or "" when there are none. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return "";
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    pairs.push([name, String(value)]);
  }
  const text = new URLSearchParams(pairs).toString();
  return text ? `?${text}` : "";
}

/**
 * The URL of a call, from the origin: the API's base, the filled path and the query string
 * (`urlOf(alertEndpoints.get, { params: { id } })` -> `/api/alerts/3f…`).
 */
export function urlOf(
  endpoint: Route,
  call: { params?: unknown; query?: unknown } = {},
  api: ApiName = endpoint.api,
): `/${string}` {
  const path = fillPath(endpoint.path, call.params as Record<string, unknown> | undefined);
  return `${API_BASES[api]}${path}${queryString(call.query as Record<string, unknown> | undefined)}`;
}
