import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("titles itself with an h2 by default", () => {
    render(<EmptyState title="No price alerts yet" description="Create one below." />);
    expect(screen.getByRole("heading", { level: 2, name: "No price alerts yet" })).toBeTruthy();
    expect(screen.getByText("Create one below.")).toBeTruthy();
  });

  it.each([
    ["h1", 1],
    ["h3", 3],
  ] as const)("renders the heading as %s with `as`", (as, level) => {
    render(<EmptyState title="Nothing here" as={as} />);
    expect(screen.getByRole("heading", { level, name: "Nothing here" })).toBeTruthy();
  });

  it("still honours the older headingLevel prop, with `as` taking precedence", () => {
    const { rerender } = render(<EmptyState title="Old" headingLevel="h4" />);
    expect(screen.getByRole("heading", { level: 4 })).toBeTruthy();
    rerender(<EmptyState title="Both" headingLevel="h4" as="h3" />);
    expect(screen.getByRole("heading", { level: 3, name: "Both" })).toBeTruthy();
  });
});
