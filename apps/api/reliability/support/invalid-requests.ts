import fc from "fast-check";
import Stripe from "stripe";
import { invalidObject, UNICODE_EDGE_CASES, unicodeJunk, validValue } from "./invalid-values.js";
import { type JsonSchema, mayAccept, toJsonText } from "./json-schema.js";
import { acceptsBody, type Operation, pathParameters, urlOf } from "./openapi.js";

/** What makes a generated request invalid; each request has one (and may have more by chance). */
export type Fault =
  | "invalid-body"
  | "malformed-json"
  | "prototype-poisoning"
  | "unsupported-media-type"
  | "oversized-body"
  | "bad-path-id"
  | "unknown-id"
  | "invalid-query"
  | "bad-signature";

/** A request as `app.inject` takes it (without credentials: the caller adds them), with its fault. */
export interface InvalidRequest {
  fault: Fault;
  method: Operation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** How often each fault is drawn: the schema-driven ones most, the transport-level ones less. */
const FAULT_WEIGHTS: Record<Fault, number> = {
  "invalid-body": 6,
  "invalid-query": 6,
  "bad-signature": 6,
  "bad-path-id": 3,
  "unknown-id": 2,
  "malformed-json": 1,
  "prototype-poisoning": 1,
  "unsupported-media-type": 1,
  "oversized-body": 1,
};

/** What the generator needs to know about the app beyond the OpenAPI document. */
export interface RequestSetting {
  /** Existing ids the user owns, by path parameter name, for this operation. */
  realParams(operation: Operation): Record<string, string>;
  /** The operation's body size limit in bytes. */
  bodyLimit(operation: Operation): number;
  /** Whether the operation is Stripe's webhook (raw body, signature header). */
  isWebhook(operation: Operation): boolean;
  /** Whether the operation takes `text/plain` as well as JSON (a relay URL): then text is no fault. */
  acceptsText?(operation: Operation): boolean;
  /** The webhook signing secret the API is configured with. */
  webhookSecret: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "Application/JSON"] as const;

/** Content types no route parses; for routes with a body schema `text/plain` is refused by validation too. */
const UNSUPPORTED_TYPES = [
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/octet-stream",
  "image/png",
  "text/html",
  "text/csv",
  "application/x-www-form-urlencoded; charset=utf-8",
] as const;

const CLASSIC_MALFORMED_JSON = [
  "",
  "{",
  "}",
  "[",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  "[1,2",
  "nul",
  "tru",
  "NaN",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '"unterminated',
  '{"a" 1}',
  "//comment\n{}",
  '{"a":1}}',
  '{"a":1}{"b":2}',
  "\u0000",
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":"\n"}',
  "\ufeff\ufeff{}",
] as const;

const HOSTILE_PATH_IDS = [
  "0",
  "-1",
  "null",
  "undefined",
  "..",
  "%2e%2e",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%2F",
  "%2F%2Fevil.example",
  "%00",
  "%ZZ",
  "%",
  "%C0%AF",
  "%E2%80%AE",
  "a".repeat(120),
  "1%20OR%201%3D1",
  "%27%20or%20%271%27%3D%271",
  "00000000-0000-0000-0000-00000000000g",
  "00000000000000000000000000000000",
  "%7B00000000-0000-4000-8000-000000000000%7D",
  "00000000-0000-4000-8000-000000000000%00",
  "%2000000000-0000-4000-8000-000000000000",
] as const;

/** Whether text is not JSON (as Fastify parses it: a leading byte order mark is dropped). */
function isMalformedJson(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\ufeff/, ""));
    return false;
  } catch {
    return true;
  }
}

/**
 * Percent-encodes a string for a URL; lone surrogates (which `encodeURIComponent` refuses) become the
 * three bytes they would take in WTF-8, which is invalid UTF-8: one more thing for the server to refuse.
 */
export function encodeLoosely(value: string): string {
  let encoded = "";
  for (const char of value) {
    try {
      encoded += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    }
  }
  return encoded;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function querySchema(operation: Operation): JsonSchema {
  const query = operation.parameters.filter((parameter) => parameter.in === "query");
  return {
    type: "object",
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** A query string as Fastify parses it: repeated keys become arrays. */
function parsedQuery(query: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = parsed[key];
    parsed[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return parsed;
}

const asText = (value: unknown) =>
  typeof value === "object" && value !== null ? toJsonText(value) : String(value);

const toQuery = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item): [string, string] => [key, asText(item)]),
    ),
  ).toString();

/** The faults that can be put into a request to this operation. */
export function faultsOf(operation: Operation, setting: RequestSetting): Fault[] {
  const faults: Fault[] = [];
  if (operation.body) faults.push("invalid-body");
  if (acceptsBody(operation)) {
    faults.push("malformed-json", "unsupported-media-type", "oversized-body");
    if (!setting.isWebhook(operation)) faults.push("prototype-poisoning");
  }
  if (pathParameters(operation).length > 0) faults.push("bad-path-id", "unknown-id");
  if (operation.parameters.some((parameter) => parameter.in === "query")) faults.push("invalid-query");
  if (setting.isWebhook(operation)) faults.push("bad-signature");
  return faults;
}

/**
 * Invalid requests for one operation, each built around one fault; the rest of the request is as valid
 * as the document allows, so the fault is what the API must refuse. Path ids are the caller's own real
 * ids unless the fault is the id, so a request that slipped through would change real rows.
 */
export function invalidRequests(operation: Operation, setting: RequestSetting): fc.Arbitrary<InvalidRequest> {
  const query = querySchema(operation);
  const validQuery = validValue(query).map((values) => toQuery(values as Record<string, unknown>));
  const validBody = operation.body ? validValue(operation.body).map(toJsonText) : fc.constant("{}");
  const params = () => setting.realParams(operation);
  const withBody = (
    fault: Fault,
    body: fc.Arbitrary<string>,
    type: fc.Arbitrary<string> = fc.constantFrom(...JSON_TYPES),
  ) =>
    fc.tuple(body, type, validQuery).map(([payload, contentType, q]) => ({
      fault,
      method: operation.method,
      url: urlOf(operation, params(), q),
      headers: { ...(contentType ? { "content-type": contentType } : {}) },
      ...(acceptsBody(operation) && { payload }),
    }));
  /** A valid request but for one path parameter, which is one of `ids`. */
  const withPathId = (fault: Fault, ids: fc.Arbitrary<string>) =>
    fc
      .tuple(
        fc.constantFrom(...pathParameters(operation).map((parameter) => parameter.name)),
        ids,
        validBody,
        validQuery,
      )
      .map(([name, id, payload, q]) => ({
        fault,
        method: operation.method,
        url: urlOf(operation, { ...params(), [name]: id }, q),
        headers: { "content-type": "application/json" },
        ...(acceptsBody(operation) && { payload }),
      }));

  const arbitraries: fc.WeightedArbitrary<InvalidRequest>[] = [];
  const add = (fault: Fault, arbitrary: fc.Arbitrary<InvalidRequest>): void => {
    arbitraries.push({ arbitrary, weight: FAULT_WEIGHTS[fault] });
  };
  for (const fault of faultsOf(operation, setting)) {
    switch (fault) {
      case "invalid-body":
        add(fault, withBody(fault, invalidObject(operation.body as JsonSchema).map(toJsonText)));
        break;
      case "malformed-json": {
        const truncated = fc
          .tuple(validBody, fc.nat())
          .map(([text, cut]) => text.slice(0, text.length > 1 ? cut % (text.length - 1) : 0));
        const spliced = fc
          .tuple(validBody, fc.nat(), fc.constantFrom("{", "}", '"', ",", ":", "\\", "\u0000", "'"))
          .map(
            ([text, at, junk]) =>
              text.slice(0, at % (text.length + 1)) + junk + text.slice(at % (text.length + 1)),
          );
        const body = fc
          .oneof(fc.constantFrom(...CLASSIC_MALFORMED_JSON), truncated, spliced, fc.string({ maxLength: 30 }))
          .filter(isMalformedJson);
        add(fault, withBody(fault, body));
        break;
      }
      case "prototype-poisoning": {
        const body = fc
          .tuple(
            validBody,
            fc.constantFrom('"__proto__":{"admin":true}', '"constructor":{"prototype":{"admin":true}}'),
          )
          .map(([text, poison]) => (text === "{}" ? `{${poison}}` : `{${poison},${text.slice(1)}`));
        add(fault, withBody(fault, body));
        break;
      }
      case "unsupported-media-type": {
        const types: string[] = [...UNSUPPORTED_TYPES, ""];
        const textIsFault =
          (operation.body || setting.isWebhook(operation)) && !setting.acceptsText?.(operation);
        if (textIsFault) types.push("text/plain");
        add(
          fault,
          // A body must be there: an empty request without a content type is no fault at all.
          withBody(
            fault,
            fc.oneof(validBody, fc.string({ minLength: 1, maxLength: 50 })),
            fc.constantFrom(...types),
          ),
        );
        break;
      }
      case "oversized-body": {
        const limit = setting.bodyLimit(operation);
        const body = fc
          .integer({ min: limit + 1, max: limit + 150_000 })
          .map((size) => `{"pad":"${"x".repeat(Math.max(size - 10, 1))}"}`);
        add(fault, withBody(fault, body));
        break;
      }
      case "bad-path-id": {
        const badId = fc
          .oneof(
            fc.constantFrom(...HOSTILE_PATH_IDS),
            fc.string({ minLength: 1, maxLength: 40 }).map(encodeLoosely),
            unicodeJunk.filter((value) => value.length > 0).map(encodeLoosely),
            fc.uuid({ version: 4 }).map((uuid) => `${uuid}x`),
            fc.uuid({ version: 4 }).map((uuid) => uuid.replaceAll("-", "")),
          )
          .filter((value) => value.length > 0 && !UUID.test(safeDecode(value).trim()));
        add(fault, withPathId(fault, badId));
        break;
      }
      case "unknown-id":
        add(fault, withPathId(fault, fc.uuid({ version: 4 })));
        break;
      case "invalid-query": {
        const badQuery = fc
          .oneof(
            invalidObject({ ...query, additionalProperties: true }).map((values) =>
              values !== null && typeof values === "object" && !Array.isArray(values)
                ? toQuery(values as Record<string, unknown>)
                : encodeLoosely(asText(values)),
            ),
            fc
              .tuple(validQuery, fc.constantFrom(...UNICODE_EDGE_CASES))
              .map(([q, junk]) => `${q}&${q}${encodeLoosely(junk)}`),
          )
          .filter((q) => !mayAccept(query, parsedQuery(q)));
        add(
          fault,
          fc.tuple(badQuery, validBody).map(([q, payload]) => ({
            fault,
            method: operation.method,
            url: urlOf(operation, params(), q),
            headers: {},
            ...(acceptsBody(operation) && { payload }),
          })),
        );
        break;
      }
      case "bad-signature":
        add(fault, badlySignedWebhook(operation, setting.webhookSecret));
        break;
    }
  }
  return fc.oneof(...arbitraries).map(describable);
}

/** One line about a request, short enough for a failure message (payloads are cut). */
export function describeInvalidRequest(request: InvalidRequest): string {
  const payload = request.payload ?? "";
  const shown = payload.length > 200 ? `${payload.slice(0, 200)}... (${payload.length} chars)` : payload;
  const type = request.headers["content-type"] ?? "no content-type";
  return `${request.fault}: ${request.method} ${request.url.slice(0, 200)} [${type}] ${JSON.stringify(shown)}`;
}

/** Makes fast-check print the request in one short line in counterexamples. */
const describable = (request: InvalidRequest): InvalidRequest =>
  Object.assign(request, { [fc.toStringMethod]: () => describeInvalidRequest(request) });

/** Stripe webhook deliveries whose signature is missing, malformed, for other bytes, another secret or too old. */
function badlySignedWebhook(operation: Operation, secret: string): fc.Arbitrary<InvalidRequest> {
  const payload = fc
    .record({
      id: fc.string({ maxLength: 20 }),
      type: fc.constantFrom("customer.subscription.deleted", "x"),
      data: fc.jsonValue(),
    })
    .map((event) => JSON.stringify({ object: "event", ...event }));
  const now = () => Math.floor(Date.now() / 1000);
  const sign = (text: string, key: string, timestamp = now()) =>
    Stripe.webhooks.generateTestHeaderString({ payload: text, secret: key, timestamp });
  const header = fc.oneof(
    fc.constant(() => undefined),
    fc.string({ maxLength: 80 }).map((junk) => () => junk),
    fc
      .string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 })
      .map((hex) => () => `t=${now()},v1=${hex}`),
    fc
      .string({ minLength: 1, maxLength: 20 })
      .map((other) => (text: string) => sign(text, `${secret}${other}`)),
    fc.constant((text: string) => sign(`${text} `, secret)),
    fc.integer({ min: 301, max: 10 ** 8 }).map((age) => (text: string) => sign(text, secret, now() - age)),
  );
  return fc.tuple(payload, header).map(([text, headerFor]) => {
    const signature = headerFor(text);
    return {
      fault: "bad-signature" as const,
      method: operation.method,
      url: operation.path,
      headers: {
        "content-type": "application/json",
        ...(signature !== undefined && { "stripe-signature": signature }),
      },
      payload: text,
    };
  });
}
