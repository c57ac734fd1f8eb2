import type { FastifySchemaCompiler } from "fastify";

/**
 * Control characters (Unicode category Cc: U+0000 to U+001F, U+007F to U+009F) other than tab, line feed and
 * carriage return, which multi-line texts (a scheduled post's message) legitimately hold. PostgreSQL cannot
 * store U+0000 in text at all, and none of the others belongs in a name, a ticker or a message.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters";

/** The path of the first string (or object key) in `value` that holds a control character, if any. */
export function controlCharacterPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  // Plain objects only: a raw body (the payment webhook's Buffer) is not text to judge.
  if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value) && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Wraps a validator compiler so that every validated body, query string and path parameter of every route
 * (the dashboard's, the public API's and the bot's) is also refused with a 400 when one of its strings holds a
 * control character: one rule in one place, instead of a refinement on each of the contract's string fields.
 * Headers are left to the compiler (Node refuses control characters in them already).
 */
export function refusingControlCharacters<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart === "headers") return validate;
    return (data) => {
      const result = validate(data);
      if (typeof result !== "object" || result === null || !("value" in result) || result.error) {
        return result;
      }
      const path = controlCharacterPath(result.value);
      if (!path) return result;
      return {
        error: [
          {
            keyword: "control_character",
            instancePath: `/${path.join("/")}`,
            schemaPath: "#",
            params: {},
            message: CONTROL_CHARACTER_MESSAGE,
          },
        ],
      } as unknown as ReturnType<typeof validate>;
    };
  };
}
