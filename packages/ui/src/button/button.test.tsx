import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("is a type=button button by default, so it never submits a form by accident", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("button");
  });

  it("renders its child with the button's styles when asChild", () => {
    render(
      <Button asChild variant="secondary">
        <a href="/pro">See pricing</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "See pricing" });
    expect(link.getAttribute("href")).toBe("/pro");
    expect(link.className).not.toBe("");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is busy and disabled while loading", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Subscribe
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Subscribe" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
