import { DEFAULT_PAGE_LIMIT } from "@chartbot/contracts/paging";
import { decodeCursor, type PageRequest } from "../data/paging.js";
import { AppError } from "../errors.js";

/** The 400 message for a cursor the list did not give out (another list's, an old one, or not a cursor). */
export const BAD_CURSOR =
  "cursor: is not a cursor this list gave out; use a page's nextCursor as it is, or leave cursor out for the first page.";

/**
 * The page a list request asks for (`limit` and `cursor` as `PageQuerySchema` parsed them), for the list and
 * filter `scope`: 400 `validation_failed` when the cursor is not one of that list's.
 */
export function pageRequest(
  query: { limit?: number | undefined; cursor?: string | undefined },
  scope: string,
): PageRequest {
  let after: PageRequest["after"];
  if (query.cursor !== undefined) {
    after = decodeCursor(scope, query.cursor);
    if (!after) throw new AppError("validation_failed", BAD_CURSOR);
  }
  return { limit: query.limit ?? DEFAULT_PAGE_LIMIT, after, scope };
}
