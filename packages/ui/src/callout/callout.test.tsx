import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Callout } from "./callout";

describe("Callout", () => {
  it("is a polite status for info, success and warning", () => {
    for (const tone of ["info", "success", "warning"] as const) {
      const { unmount } = render(<Callout tone={tone} title="Saved" />);
      expect(screen.getByRole("status").dataset.tone).toBe(tone);
      unmount();
    }
  });

  it("is an alert for danger, so it is read at once", () => {
    render(
      <Callout tone="danger" title="Could not save">
        A level must be a positive number.
      </Callout>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Could not save");
    expect(alert.textContent).toContain("A level must be a positive number.");
  });

  it("can be plain content or forced to an alert", () => {
    const { rerender } = render(<Callout announce="none">Note</Callout>);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(
      <Callout tone="warning" announce="alert">
        Heads up
      </Callout>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Heads up");
  });

  it("passes an id through for aria-describedby", () => {
    render(<Callout id="mode-error" tone="danger" title="Choose a mode" />);
    expect(document.getElementById("mode-error")?.getAttribute("role")).toBe("alert");
  });
});
