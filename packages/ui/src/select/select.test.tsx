import { describe, expect, it } from "vitest";
import { groupOptions } from "./select";

describe("groupOptions", () => {
  it("puts consecutive options of one group together and keeps ungrouped runs apart", () => {
    const groups = groupOptions([
      { value: "a", label: "A" },
      { value: "b", label: "B", group: "Markets" },
      { value: "c", label: "C", group: "Markets" },
      { value: "d", label: "D", group: "Talk" },
      { value: "e", label: "E" },
    ]);
    expect(groups.map(({ group, options }) => [group, options.map((option) => option.value)])).toEqual([
      [undefined, ["a"]],
      ["Markets", ["b", "c"]],
      ["Talk", ["d"]],
      [undefined, ["e"]],
    ]);
  });

  it("is empty for no options", () => {
    expect(groupOptions([])).toEqual([]);
  });
});
