import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup } from "./radio-group";

const modes = [
  { value: "traditional", label: "Traditional", description: "Stock exchanges first." },
  { value: "crypto", label: "Crypto", description: "Crypto exchanges first; completes pairs." },
  { value: "legacy", label: "Legacy", disabled: true },
];

describe("RadioGroup", () => {
  it("is a radio group named by its label, with one radio per option", () => {
    render(<RadioGroup label="Ticker parsing mode" options={modes} defaultValue="crypto" />);
    const group = screen.getByRole("radiogroup", { name: "Ticker parsing mode" });
    const radios = screen.getAllByRole("radio");
    expect(group.contains(radios[0] as HTMLElement)).toBe(true);
    expect(radios.map((radio) => radio.getAttribute("aria-checked"))).toEqual(["false", "true", "false"]);
    expect(screen.getByRole("radio", { name: "Legacy" }).hasAttribute("disabled")).toBe(true);
  });

  it("reads each option's help text with it", () => {
    render(<RadioGroup label="Mode" options={modes} />);
    const crypto = screen.getByRole("radio", { name: "Crypto" });
    const description = document.getElementById(crypto.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Crypto exchanges first; completes pairs.");
    expect(screen.getByRole("radio", { name: "Legacy" }).hasAttribute("aria-describedby")).toBe(false);
  });

  it("chooses an option by its label and reports the value", () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup label="Mode" options={modes} defaultValue="traditional" onValueChange={onValueChange} />,
    );
    fireEvent.click(screen.getByText("Crypto"));
    expect(onValueChange).toHaveBeenCalledWith("crypto");
    expect(screen.getByRole("radio", { name: "Crypto" }).getAttribute("aria-checked")).toBe("true");
  });

  it("describes the group with its hint and error and marks it invalid", () => {
    render(<RadioGroup label="Mode" options={modes} hint="Applies to every command." error="Choose one." />);
    const group = screen.getByRole("radiogroup");
    expect(group.getAttribute("aria-invalid")).toBe("true");
    const described = (group.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "Applies to every command.",
      "Choose one.",
    ]);
  });
});
