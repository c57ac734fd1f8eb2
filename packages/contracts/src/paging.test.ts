import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_CURSOR_LENGTH, PageQuerySchema, pageOf } from "./paging.ts";

describe("PageQuerySchema", () => {
  it("reads a limit from 1 to 100 and leaves both fields optional", () => {
    expect(PageQuerySchema.parse({})).toEqual({});
    expect(PageQuerySchema.parse({ limit: "1" })).toEqual({ limit: 1 });
    expect(PageQuerySchema.parse({ limit: "100", cursor: "abc" })).toEqual({ limit: 100, cursor: "abc" });
  });

  it.each(["0", "101", "-1", "1.5", " 7", "1e1", "07", "", "ten"])("refuses the limit %j", (limit) => {
    expect(PageQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it("refuses an empty or over-long cursor", () => {
    expect(PageQuerySchema.safeParse({ cursor: "" }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ cursor: "a".repeat(MAX_CURSOR_LENGTH + 1) }).success).toBe(false);
  });
});

describe("pageOf", () => {
  it("describes the items and a nullable next cursor", () => {
    const page = pageOf(z.object({ id: z.string() }));
    expect(page.parse({ items: [{ id: "a" }], nextCursor: null })).toEqual({
      items: [{ id: "a" }],
      nextCursor: null,
    });
    expect(page.safeParse({ items: [] }).success).toBe(false);
  });
});
