import { AppError } from "../../errors.js";

/** The 400 for a cursor of the bot API that `list` (e.g. "the change feed") did not give out. */
export function badBotCursor(list: string): AppError {
  return new AppError(
    "validation_failed",
    `cursor: is not a cursor ${list} gave out; pass the last answer's cursor as it is, or leave it out to start over.`,
  );
}
