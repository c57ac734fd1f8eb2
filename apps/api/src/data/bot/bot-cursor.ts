import { z } from "zod";
import { AppError } from "../../errors.js";

/**
 * Opaque cursors of the bot API: base64url of a small JSON object with a version. Anything else (a cursor of
 * another list, an old version, bytes that are not one) is refused with 400 `validation_failed`.
 */
export function cursorCodec<T extends z.ZodRawShape>(shape: T, what: string) {
  const Schema = z.strictObject({ v: z.literal(1), ...shape });
  const bad = `cursor: is not a cursor ${what} gave out; pass the last answer's cursor as it is, or leave it out to start over.`;
  return {
    encode: (value: Omit<z.infer<typeof Schema>, "v">) =>
      Buffer.from(JSON.stringify({ v: 1, ...value })).toString("base64url"),
    decode: (cursor: string): z.infer<typeof Schema> => {
      let decoded: unknown;
      try {
        if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("not base64url");
        decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
      } catch (error) {
        throw new AppError("validation_failed", bad, { cause: error });
      }
      const parsed = Schema.safeParse(decoded);
      if (!parsed.success) throw new AppError("validation_failed", bad);
      return parsed.data;
    },
  };
}
