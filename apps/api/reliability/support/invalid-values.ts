import fc from "fast-check";
import { type JsonSchema, mayAccept, RawJson, withOwnKey } from "./json-schema.js";

/**
 * Strings that trip up parsers, normalisers and databases: lone surrogates, direction overrides,
 * zero-width and combining characters, look-alike letters and digits, NUL, escape sequences.
 */
export const UNICODE_EDGE_CASES = [
  "\u0000",
  "\ud800",
  "\udfff",
  "\ud83d",
  "\u202e",
  "\u200b",
  "\u200d",
  "\ufeff",
  "\u2028",
  "\u2029",
  "\u0085",
  "\u00a0",
  "\u3000",
  "\uffff",
  "\ufffd",
  "e\u0301",
  "\u0301",
  "👍🏽",
  "👨‍👩‍👧",
  "🏳️‍🌈",
  "\u{10ffff}",
  "𝟘𝟙𝟚",
  "１２３",
  "٣٤٥",
  "\u0430bove",
  "İ",
  "ß",
  "ﬀ",
  "\u001b[31m",
  "\r\n",
  "\t",
] as const;

/** Strings that commonly mean something to a shell, a template engine, SQL or HTML. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE accounts; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template expression, sent as text on purpose
  "${7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "null",
  "undefined",
  "NaN",
  "true",
  "0x10",
  "1e999",
  "-0",
  "",
  " ",
] as const;

/** A string made of unicode edge cases and hostile fragments. */
export const unicodeJunk = fc
  .array(fc.constantFrom<string>(...UNICODE_EDGE_CASES, ...HOSTILE_STRINGS), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(""));

/** Numbers no field accepts as written: beyond double range, beyond integer precision, negative zero. */
const HUGE_NUMBERS = [
  "1e400",
  "-1e400",
  "1E+309",
  "123456789012345678901234567890",
  "-123456789012345678901234567890",
  "9007199254740993",
  "-0",
  "0.0000000000000000000000000000001",
  "1e-400",
] as const;

const anyJsonValue = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  unicodeJunk,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** Arrays nested thousands deep, written out as JSON text, to try the parser's and validator's recursion. */
const deeplyNested = fc
  .integer({ min: 100, max: 5_000 })
  .map((depth) => new RawJson(`${"[".repeat(depth)}1${"]".repeat(depth)}`));

/** A string longer than `max` characters (UTF-16 units and code points) even after trimming. */
function tooLong(max: number): fc.Arbitrary<string> {
  const lengths = fc.oneof(
    fc.integer({ min: max + 1, max: max * 2 + 10 }),
    fc.integer({ min: 20_000, max: 90_000 }),
  );
  return fc
    .tuple(lengths, fc.constantFrom("x", "é", "😀", "\u0000", "𝟘", "\u202e"))
    .map(([length, unit]) => unit.repeat(length));
}

function numbersBreaking(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const edges: number[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (maximum !== undefined) edges.push(maximum + 1, maximum * 10, maximum + 0.000001);
  if (minimum !== undefined) edges.push(minimum - 1, minimum - 0.5, -minimum - 1);
  if (exclusiveMinimum !== undefined) edges.push(exclusiveMinimum, exclusiveMinimum - 1, -1);
  if (exclusiveMaximum !== undefined) edges.push(exclusiveMaximum, exclusiveMaximum + 1);
  if (integer) edges.push(1.5, (minimum ?? 0) + 0.5, 2 ** 53 + 2);
  return fc.oneof(
    fc.constantFrom(...(edges.length > 0 ? edges : [0])),
    fc.constantFrom(...HUGE_NUMBERS).map((text) => new RawJson(text)),
    fc.double({ noNaN: true }).map((value) => (Number.isFinite(value) ? value : new RawJson("1e400"))),
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/**
 * Values that are invalid for `schema` for certain (checked with `mayAccept`): a wrong JSON type, a
 * string too long or off its pattern or enum, a number out of range or not an integer, an object with a
 * field missing, extra or wrong, an array too long or with a bad item.
 */
export function invalidValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const strategies: fc.Arbitrary<unknown>[] = [anyJsonValue, unicodeJunk];
  const types = typesOf(schema);
  if (schema.anyOf && depth < 3) {
    strategies.push(...schema.anyOf.map((variant) => invalidValue(variant, depth + 1)));
  }
  if (schema.enum) {
    const names = schema.enum.filter((value): value is string => typeof value === "string");
    strategies.push(
      fc
        .constantFrom(...(names.length > 0 ? names : ["x"]))
        .chain((name) =>
          fc.constantFrom(name.toUpperCase(), ` ${name}`, `${name}\u0000`, `${name}\u200b`, `${name}s`),
        ),
    );
  }
  if (types.includes("string")) {
    if (schema.maxLength !== undefined) strategies.push(tooLong(schema.maxLength));
    if ((schema.minLength ?? 0) > 0) strategies.push(fc.constant(""));
    if (schema.pattern || schema.format) strategies.push(fc.string({ maxLength: 40 }));
  }
  if (types.includes("number") || types.includes("integer")) {
    strategies.push(numbersBreaking(schema, types.includes("integer")));
  }
  if (types.includes("array") && schema.items && depth < 3) {
    strategies.push(
      deeplyNested,
      fc.array(invalidValue(schema.items, depth + 1), { minLength: 1, maxLength: 3 }),
    );
    if (schema.maxItems !== undefined) {
      strategies.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => null)));
    }
  }
  if (types.includes("object") && depth < 3) strategies.push(invalidObject(schema, depth));
  return fc.oneof(...strategies).filter((value) => !mayAccept(schema, value));
}

/** An object that breaks `schema`: a required field missing, an unknown field, or one field invalid. */
export function invalidObject(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const base = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const strategies: fc.Arbitrary<unknown>[] = [
    fc.oneof(
      fc.array(anyJsonValue, { maxLength: 3 }),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    ),
    fc
      .tuple(base, fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), unicodeJunk), anyJsonValue)
      .filter(([, key]) => !Object.hasOwn(properties, key))
      .map(([value, key, extra]) => withOwnKey(value, key, extra)),
    fc
      .tuple(base, fc.constantFrom("__proto__", "constructor", "prototype"), anyJsonValue)
      .map(([value, key, extra]) => withOwnKey(value, key, extra)),
  ];
  const required = schema.required ?? [];
  if (required.length > 0) {
    strategies.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...value };
        delete copy[key];
        return copy;
      }),
    );
  }
  if (keys.length > 0) {
    strategies.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(base, invalidValue(properties[key] as JsonSchema, depth + 1))
            .map(([value, bad]) => withOwnKey(value, key, bad)),
        ),
    );
  }
  return fc.oneof(...strategies).filter((value) => !mayAccept(schema, value));
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid({ version: 4 });
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 20, 20);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern, "u"))
        .filter((value) => value.length >= min && value.length <= (schema.maxLength ?? Infinity));
    } catch {
      return fc.constant("a".repeat(Math.max(min, 1)));
    }
  }
  return fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, min, 1) });
}

/** A value valid for `schema` as far as the document says (best effort: the base that faults are put into). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) {
    const nonNull = schema.anyOf.filter((variant) => variant.type !== "null");
    return validValue(nonNull[0] ?? { type: "null" });
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const [type] = typesOf(schema);
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000 });
    case "number": {
      const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0);
      return fc.double({ min, max: Math.min(schema.maximum ?? 1e6, 1e6), noNaN: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validValue(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case "object": {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validValue(property)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.constant(null);
  }
}
