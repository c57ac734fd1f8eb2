import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("Section", () => {
  it("is a region named by its heading, at the level asked for", () => {
    render(
      <Section title="Scheduled posts" headingLevel="h3" description="In the community's time zone.">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Scheduled posts" });
    expect(region.querySelector("h3")?.textContent).toBe("Scheduled posts");
    expect(region.textContent).toContain("In the community's time zone.");
    expect(region.textContent).toContain("Body");
  });

  it("keeps a given heading id, for links to the section", () => {
    render(
      <Section title="Layouts" headingId="layouts-heading" actions={<button type="button">Add</button>} />,
    );
    expect(document.getElementById("layouts-heading")?.textContent).toBe("Layouts");
    expect(screen.getByRole("region", { name: "Layouts" }).getAttribute("aria-labelledby")).toBe(
      "layouts-heading",
    );
    expect(screen.getByRole("button", { name: "Add" })).toBeTruthy();
  });
});
