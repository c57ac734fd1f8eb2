import { z } from "zod";

/** Rows a page holds when the request does not say. */
export const DEFAULT_PAGE_LIMIT = 50;
/** Most rows one page may hold. */
export const MAX_PAGE_LIMIT = 100;
/** Longest `cursor` accepted; the API's cursors are far shorter. */
export const MAX_CURSOR_LENGTH = 200;

/** A whole number from 1 to MAX_PAGE_LIMIT, as a query string carries it (no sign, blanks or exponent). */
const LIMIT_PATTERN = /^(?:[1-9]\d?|100)$/;

/**
 * `?limit=&cursor=` of every paged list. Lists are newest first; a page's `nextCursor` asks for the rows
 * after its last one, so rows created or deleted between requests never repeat or skip another row.
 */
export const PageQuerySchema = z.object({
  limit: z
    .string()
    .regex(LIMIT_PATTERN, `must be a whole number from 1 to ${MAX_PAGE_LIMIT}`)
    .transform(Number)
    .optional()
    .describe(`Rows in the page, 1 to ${MAX_PAGE_LIMIT}; ${DEFAULT_PAGE_LIMIT} when left out`),
  cursor: z
    .string()
    .min(1)
    .max(MAX_CURSOR_LENGTH)
    .optional()
    .describe("The previous page's `nextCursor`, as given (opaque); left out for the first page"),
});
export type PageQuery = z.input<typeof PageQuerySchema>;

/** One page of a list: its items, newest first, and the cursor of the next page. */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The schema of a page of `item`s. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .describe("Pass it as `cursor` for the next page; null on the last page"),
  });
}
