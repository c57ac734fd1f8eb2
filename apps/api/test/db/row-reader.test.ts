import { describe, expect, it } from "vitest";
import { compileRowReader } from "../../src/db/row-reader.js";

describe("compileRowReader", () => {
  it("reads each value at its index into its field, timestamps as Dates and nulls as null", () => {
    const read = compileRowReader<{
      id: string;
      createdAt: Date;
      expiresAt: Date | null;
      level: number | null;
    }>([{ key: "id" }, { key: "createdAt", date: true }, { key: "expiresAt", date: true }, { key: "level" }]);
    const row = read(["a1", Date.UTC(2026, 11, 1, 12, 30, 0, 5), null, null]);
    expect(row).toEqual({
      id: "a1",
      createdAt: new Date("2026-12-01T12:30:00.005Z"),
      expiresAt: null,
      level: null,
    });
    expect(Object.keys(row)).toEqual(["id", "createdAt", "expiresAt", "level"]);
  });

  it("refuses a field name that is not an identifier, so no name can change the compiled code or the row's prototype", () => {
    expect(() => compileRowReader([{ key: "id: process.exit(1), x" }])).toThrow(/must be an identifier/);
    expect(() => compileRowReader([{ key: "__proto__" }])).toThrow(/must be an identifier/);
  });
});
