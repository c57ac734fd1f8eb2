import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MobileMenu } from "./mobile-menu";

function open() {
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  return screen.getByRole("dialog", { name: "Menu" });
}

describe("MobileMenu", () => {
  it("slides in the menu with a Sign in link when signed out", () => {
    render(<MobileMenu session={{ status: "signed-out" }} signInHref="/login?next=%2Fpro" />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = open();
    expect(within(dialog).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/login?next=%2Fpro",
    );
    expect(within(dialog).getByRole("link", { name: "Install" }).getAttribute("href")).toBe("/add");
  });

  it("expands a dropdown to show its pages, with New on TradingView Layouts", () => {
    render(<MobileMenu session={{ status: "signed-out" }} />);
    const dialog = open();
    fireEvent.click(within(dialog).getByRole("button", { name: /Add-Ons & Pricing/ }));
    const link = within(dialog).getByRole("link", { name: /TradingView Layouts/ });
    expect(link.getAttribute("href")).toBe("/pro/tradingview-layouts");
    expect(link.textContent).toContain("New");
  });

  it("lists every feature page under Documentation", () => {
    render(<MobileMenu session={{ status: "signed-out" }} />);
    const dialog = open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Documentation" }));
    const hrefs = within(dialog)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("/features/"));
    expect(hrefs).toHaveLength(13);
  });

  it("closes when a link is followed", () => {
    render(<MobileMenu session={{ status: "signed-out" }} />);
    fireEvent.click(within(open()).getByRole("link", { name: "Company" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the Control Panel links and Logout instead of Sign in for a verified user", () => {
    const onLogout = vi.fn();
    render(
      <MobileMenu
        session={{
          status: "verified",
          user: { displayName: "Ada", email: "ada@example.com", photoURL: null },
        }}
        dashboardOrigin="https://app.test"
        onLogout={onLogout}
      />,
    );
    const dialog = open();
    expect(within(dialog).queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "My Communities" }).getAttribute("href")).toBe(
      "https://app.test/communities",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
