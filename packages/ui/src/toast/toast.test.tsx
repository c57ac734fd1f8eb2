import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useToast } from "./toast-context";
import { placementAwayFrom, ToastProvider } from "./toast-provider";

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

  it("puts the toasts at the top when the pressed button is in the lower half, so they do not cover it", () => {
    const { container } = render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    const at = (top: number) =>
      vi.spyOn(button, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 80, 40));
    const viewport = () => container.ownerDocument.querySelector("[data-placement]");

    at(window.innerHeight - 60);
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(viewport()?.getAttribute("data-placement")).toBe("top");

    at(20);
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(viewport()?.getAttribute("data-placement")).toBe("bottom");
  });

  it("refuses to work outside a provider", () => {
    expect(() => render(<SaveButton />)).toThrow(/ToastProvider/);
  });
});

describe("placementAwayFrom", () => {
  const control = (top: number, height = 40) => {
    const element = document.createElement("button");
    document.body.append(element);
    element.getBoundingClientRect = () => new DOMRect(0, top, 100, height);
    return element;
  };

  it("keeps the toasts at the bottom for a control in the upper half, at the top for one in the lower half", () => {
    expect(placementAwayFrom(control(100), 844)).toBe("bottom");
    expect(placementAwayFrom(control(700), 844)).toBe("top");
  });

  it("uses the bottom when no control was pressed or it is gone", () => {
    expect(placementAwayFrom(null, 844)).toBe("bottom");
    expect(placementAwayFrom(document.createElement("button"), 844)).toBe("bottom");
  });
});
