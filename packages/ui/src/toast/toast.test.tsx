import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useToast } from "./toast-context";
import { ToastProvider } from "./toast-provider";

function SaveButton() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: "Alert saved", tone: "positive" })}>
      Save
    </button>
  );
}

describe("useToast", () => {
  it("shows a toast from anywhere inside the provider, until dismissed", () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Alert saved")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Alert saved")).toBeNull();
  });

  it("refuses to work outside a provider", () => {
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/);
  });
});
