/** The subset of JSON Schema the OpenAPI document uses for request parameters and bodies. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** A JSON literal written out as is (`1e400`, a 30-digit integer): JSON.stringify cannot produce these. */
export class RawJson {
  constructor(readonly text: string) {}
  /** What a JSON parser makes of the literal. */
  get parsed(): unknown {
    return JSON.parse(this.text);
  }
}

/** JSON text of a value that may hold `RawJson` literals and own `__proto__` keys. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `@@raw-json-${raws.length - 1}@@`;
    }
    return item;
  });
  return (text ?? "null").replace(
    /"@@raw-json-(\d+)@@"/g,
    (_match, index: string) => raws[Number(index)] ?? "",
  );
}

/** `{ key: value }` where key may be `__proto__`: an own, enumerable property, as JSON.parse creates it. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function stringMayPass(schema: JsonSchema, value: string): boolean {
  // The API's zod schemas trim some strings before checking them, and zod counts code points where
  // JavaScript counts UTF-16 units: accept when any of these readings would pass.
  return [value, value.trim()].some((candidate) => {
    const lengths = [candidate.length, [...candidate].length];
    if (schema.minLength !== undefined && lengths.every((length) => length < (schema.minLength ?? 0))) {
      return false;
    }
    if (schema.maxLength !== undefined && lengths.every((length) => length > (schema.maxLength ?? 0))) {
      return false;
    }
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(candidate)) return false;
    return true;
  });
}

function numberMayPass(schema: JsonSchema, value: number, integer: boolean): boolean {
  if (!Number.isFinite(value)) return false;
  if (integer && !Number.isSafeInteger(value)) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  return true;
}

/**
 * Whether the API might accept `value` for `schema`. Lenient on purpose (trimming, refinements the
 * document cannot express): a value for which this is false is invalid for certain.
 */
export function mayAccept(schema: JsonSchema, input: unknown): boolean {
  const value = input instanceof RawJson ? input.parsed : input;
  if (schema.anyOf) return schema.anyOf.some((variant) => mayAccept(variant, value));
  if (schema.enum) return schema.enum.some((allowed) => allowed === value);
  const types = typesOf(schema);
  if (types.length === 0) return true;
  const actual = jsonTypeOf(value);
  const typeOk = types.some((type) => type === actual || (type === "number" && actual === "integer"));
  if (!typeOk) return false;
  if (typeof value === "string") return stringMayPass(schema, value);
  if (typeof value === "number") return numberMayPass(schema, value, types.includes("integer"));
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    const items = schema.items;
    return items === undefined || value.every((item) => mayAccept(items, item));
  }
  if (actual === "object") return objectMayPass(schema, value as Record<string, unknown>);
  return true;
}

function objectMayPass(schema: JsonSchema, value: Record<string, unknown>): boolean {
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(value, key)) return false;
  }
  for (const key of Object.keys(value)) {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (property === undefined) {
      if (schema.additionalProperties === false) return false;
      continue;
    }
    if (!mayAccept(property, value[key])) return false;
  }
  return true;
}
