import { z } from "zod";

/**
 * Opaque cursors of the bot API: base64url of a small JSON object with a version. `decode` answers undefined for
 * anything else (a cursor of another list, an old version, bytes that are not one); the route refuses it.
 */
export function cursorCodec<T extends z.ZodRawShape>(shape: T) {
  const Schema = z.strictObject({ v: z.literal(1), ...shape });
  return {
    encode: (value: Omit<z.infer<typeof Schema>, "v">) =>
      Buffer.from(JSON.stringify({ v: 1, ...value })).toString("base64url"),
    decode: (cursor: string): z.infer<typeof Schema> | undefined => {
      if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
      } catch {
        return undefined;
      }
      const parsed = Schema.safeParse(decoded);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

/** A bot cursor that is not one the list gave out. */
export interface BadCursor {
  outcome: "bad_cursor";
}
