import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("marks a required field: a visible mark after the label, `required` on the input, and the name unchanged", () => {
    const { container } = render(<TextField label="Ticker" required />);
    const input = screen.getByRole("textbox", { name: "Ticker" }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(container.querySelector("label [data-required-mark]")?.textContent).toBe("*");
  });

  it("labels the input and describes it with the hint", () => {
    render(<TextField label="Email" hint="We never share it." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    const hintId = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(hintId)?.textContent).toBe("We never share it.");
  });

  it("marks the input invalid and describes it with the error", () => {
    render(<TextField label="Email" hint="Hint" error="The email address is invalid." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Hint",
      "The email address is invalid.",
    ]);
  });
});
