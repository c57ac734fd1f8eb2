import { AppError } from "../errors.js";

/** The position after a session in the newest-first list: opaque to clients. */
export function encodeSessionCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

/** Reads a cursor from `encodeSessionCursor`; 400 for anything else. */
export function decodeSessionCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    const createdAt = new Date(String(at));
    if (
      typeof at === "string" &&
      typeof id === "string" &&
      /^[0-9a-f-]{36}$/.test(id) &&
      !Number.isNaN(createdAt.getTime())
    ) {
      return { createdAt, id };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError("bad_request", "The cursor is invalid. Start again from the first page.");
}
