import type { App } from "../../src/app.js";
import type { JsonSchema } from "./json-schema.js";

/** A request parameter from the OpenAPI document. */
export interface OperationParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
}

/** One path + method of the OpenAPI document, with what a request to it may carry. */
export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI form: `/api/alerts/{id}`. */
  path: string;
  parameters: OperationParameter[];
  /** The JSON body schema; undefined when the route declares none. */
  body: JsonSchema | undefined;
}

/** `METHOD /path` of an operation, as tables and messages name it. */
export const operationName = (operation: Pick<Operation, "method" | "path">) =>
  `${operation.method} ${operation.path}`;

/** Methods whose request body Fastify parses (it ignores bodies of GET and HEAD). */
export const acceptsBody = (operation: Operation) => operation.method !== "GET";

interface RawOperation {
  parameters?: OperationParameter[];
  requestBody?: { content?: { "application/json"?: { schema?: JsonSchema } } };
}

/** Every operation of the document the API serves at /api/openapi.json. */
export async function loadOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, Record<string, RawOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => ({
      method: method.toUpperCase() as Operation["method"],
      path,
      parameters: raw.parameters ?? [],
      body: raw.requestBody?.content?.["application/json"]?.schema,
    })),
  );
}

/** The URL of an operation with its path parameters filled in (values are inserted as given, not encoded). */
export function urlOf(operation: Operation, params: Record<string, string>, query = ""): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${operationName(operation)}`);
    return value;
  });
  return query ? `${path}?${query}` : path;
}

/** The names of an operation's path parameters, in order. */
export const pathParameters = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === "path");
