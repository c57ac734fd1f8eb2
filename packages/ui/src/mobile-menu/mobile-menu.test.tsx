import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { siteMenu } from "../menu/site-menu";
import { MobileMenu } from "./mobile-menu";

/** Opens the menu; its panel's code loads on demand, so wait for it. */
function open() {
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  return screen.findByRole("dialog", { name: "Menu" });
}

describe("MobileMenu", () => {
  it("slides in the menu with a Sign in link when signed out", async () => {
    render(<MobileMenu menu={siteMenu} session={{ status: "signed-out" }} signInHref="/login?next=%2Fpro" />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await open();
    expect(within(dialog).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/login?next=%2Fpro",
    );
    expect(within(dialog).getByRole("link", { name: "Install" }).getAttribute("href")).toBe("/add");
  });

  it("expands a dropdown to show its pages, with New on TradingView Layouts", async () => {
    render(<MobileMenu menu={siteMenu} session={{ status: "signed-out" }} />);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole("button", { name: /Add-Ons & Pricing/ }));
    const link = within(dialog).getByRole("link", { name: /TradingView Layouts/ });
    expect(link.getAttribute("href")).toBe("/pro/tradingview-layouts");
    expect(link.textContent).toContain("New");
  });

  it("lists every feature page under Documentation", async () => {
    render(<MobileMenu menu={siteMenu} session={{ status: "signed-out" }} />);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Documentation" }));
    const hrefs = within(dialog)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("/features/"));
    expect(hrefs).toHaveLength(13);
  });

  it("closes when a link is followed", async () => {
    render(<MobileMenu menu={siteMenu} session={{ status: "signed-out" }} />);
    fireEvent.click(within(await open()).getByRole("link", { name: "Company" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the Control Panel links and Logout instead of Sign in for a verified user", async () => {
    const onLogout = vi.fn();
    render(
      <MobileMenu
        menu={siteMenu}
        session={{
          status: "verified",
          user: { displayName: "Ada", email: "ada@example.com", photoURL: null },
        }}
        dashboardOrigin="https://app.test"
        onLogout={onLogout}
      />,
    );
    const dialog = await open();
    expect(within(dialog).queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "My Communities" }).getAttribute("href")).toBe(
      "https://app.test/communities",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("marks the button as opening a dialog and says whether it is open", async () => {
    render(<MobileMenu menu={siteMenu} session={{ status: "signed-out" }} />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const dialog = await open();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close menu" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });
});
