import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Response schemas of hot routes, serialized from their JSON Schema by fast-json-stringify (a third of the
 * cost of zod's encode then `JSON.stringify`) into the same bytes. Only for plain output schemas: objects,
 * arrays, strings, numbers, enums, nullables and records, with no transform, default or refinement that
 * serializing would have to run. The route keeps its zod schema, so its types and OpenAPI document do not
 * change; what it answers is built from typed data, which is why it is not validated again on the way out.
 */
const fastSchemas = new WeakSet<z.ZodType>();

/** Marks `schema` to be serialized by fast-json-stringify wherever it is a response schema. */
export function serializedFast<Schema extends z.ZodType>(schema: Schema): Schema {
  fastSchemas.add(schema);
  return schema;
}

type JsonSchema = { [key: string]: unknown };

/** Keywords that decide how a value is written. */
const KEPT = new Set(["type", "properties", "required", "additionalProperties", "items", "enum", "nullable"]);
/**
 * Annotations and checks of what is written, which serializing does not apply (zod's `format` would make
 * fast-json-stringify format Date objects, which a plain schema never holds).
 */
const DROPPED = new Set([
  "$schema",
  "description",
  "format",
  "pattern",
  "propertyNames",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
]);

/**
 * zod's JSON Schema, rewritten for fast-json-stringify: `anyOf [X, null]` becomes X with `nullable: true`
 * (an `anyOf` would be validated to pick its branch on every value) and annotations are dropped.
 */
function forSerializing(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema;
  if (anyOf !== undefined) {
    const branches = anyOf as JsonSchema[];
    const nonNull = branches.filter((branch) => branch.type !== "null");
    if (branches.length !== 2 || nonNull.length !== 1) throw new Error("only `anyOf [X, null]` is supported");
    return forSerializing({ ...rest, ...nonNull[0], nullable: true });
  }
  const rewritten: JsonSchema = {};
  for (const [keyword, value] of Object.entries(rest)) {
    if (DROPPED.has(keyword)) continue;
    if (!KEPT.has(keyword)) throw new Error(`fast serializing does not support \`${keyword}\``);
    if (keyword === "properties") {
      rewritten[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => [
          name,
          forSerializing(property),
        ]),
      );
    } else if (keyword === "items" || keyword === "additionalProperties") {
      rewritten[keyword] = typeof value === "object" ? forSerializing(value as JsonSchema) : value;
    } else {
      if (keyword === "type" && Array.isArray(value) && (value.length !== 2 || !value.includes("null"))) {
        throw new Error(`fast serializing supports one type or null, not ${value.join(" or ")}`);
      }
      rewritten[keyword] = value;
    }
  }
  return rewritten;
}

/** The function writing `schema`'s values as JSON, through fast-json-stringify. */
export function compileFastSerializer(schema: z.ZodType): (data: unknown) => string {
  // Its own empty registry, not zod's global one: the schemas the OpenAPI document names (plugins/docs.ts) would
  // otherwise become `$ref`s, which fast-json-stringify does not follow here.
  const jsonSchema = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    unrepresentable: "throw",
    metadata: z.registry<z.core.JSONSchemaMeta>(),
  });
  return fastJson(forSerializing(jsonSchema as JsonSchema) as unknown as Parameters<typeof fastJson>[0]);
}

/** fastify-type-provider-zod's serializer, but fast-json-stringify for the schemas `serializedFast` marked. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) =>
  fastSchemas.has(route.schema) ? compileFastSerializer(route.schema) : zodSerializerCompiler(route);
