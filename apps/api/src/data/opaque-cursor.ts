/**
 * The wire form of every opaque cursor the API gives out (the keyset pages of `paging.ts` and the bot API's
 * cursors): base64url of a small JSON object. What the object holds, and its check, is each list's own.
 */

/** A cursor holding `value`: base64url of its JSON. */
export function encodeOpaqueCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** The JSON a cursor holds, unchecked; undefined when it is not base64url of JSON. */
export function decodeOpaqueCursor(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}
