import { z } from "zod";
import { decodeOpaqueCursor, encodeOpaqueCursor } from "../opaque-cursor.js";

/**
 * Opaque cursors of the bot API: base64url of a small JSON object with a version. `decode` answers undefined for
 * anything else (a cursor of another list, an old version, bytes that are not one); the route refuses it.
 */
export function cursorCodec<T extends z.ZodRawShape>(shape: T) {
  const Schema = z.strictObject({ v: z.literal(1), ...shape });
  return {
    encode: (value: Omit<z.infer<typeof Schema>, "v">) => encodeOpaqueCursor({ v: 1, ...value }),
    decode: (cursor: string): z.infer<typeof Schema> | undefined => {
      const parsed = Schema.safeParse(decodeOpaqueCursor(cursor));
      return parsed.success ? parsed.data : undefined;
    },
  };
}

/** A bot cursor that is not one the list gave out. */
export interface BadCursor {
  outcome: "bad_cursor";
}
