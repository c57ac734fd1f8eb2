import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NativeSelect } from "./native-select";

const options = [
  { value: "traditional", label: "Traditional" },
  { value: "crypto", label: "Crypto", disabled: true },
];

describe("NativeSelect", () => {
  it("is a native select named by its label, with every option", () => {
    render(<NativeSelect label="Parsing mode" options={options} defaultValue="traditional" />);
    const select = screen.getByRole("combobox", { name: "Parsing mode" }) as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(Array.from(select.options).map((option) => [option.value, option.disabled])).toEqual([
      ["traditional", false],
      ["crypto", true],
    ]);
  });

  it("marks a required select: a visible mark after the label and `required` on the control", () => {
    const { container } = render(<NativeSelect label="Exchange" options={options} required />);
    const select = screen.getByRole("combobox", { name: "Exchange" }) as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(container.querySelector("label [data-required-mark]")?.textContent).toBe("*");
  });

  it("shows no mark on an optional select", () => {
    const { container } = render(<NativeSelect label="Exchange" options={options} />);
    expect(container.querySelector("[data-required-mark]")).toBeNull();
  });

  it("reports the chosen value", () => {
    const onValueChange = vi.fn();
    render(
      <NativeSelect
        label="Parsing mode"
        options={[...options, { value: "both", label: "Both" }]}
        onValueChange={onValueChange}
      />,
    );
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "both" } });
    expect(onValueChange).toHaveBeenCalledWith("both");
  });

  it("describes the control with its hint and error, and marks it invalid", () => {
    render(<NativeSelect label="Mode" options={options} hint="How tickers are read." error="Required." />);
    const select = screen.getByRole("combobox", { name: "Mode" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    const described = (select.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "How tickers are read.",
      "Required.",
    ]);
  });
});
