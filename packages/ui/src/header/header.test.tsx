import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../session/session";
import { Header } from "./header";
import { HEADER_SOLID_AFTER_PX, isHeaderSolid } from "./header-solid";

const verified: Session = {
  status: "verified",
  user: { displayName: "Ada Lovelace", email: "ada@example.com", photoURL: null },
};

function desktopNav() {
  return screen.getAllByRole("navigation", { name: "Main" })[0] as HTMLElement;
}

/** Radix menus open on pointerdown (with a primary button), as in a browser. */
function openMenu(trigger: HTMLElement) {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
}

describe("isHeaderSolid", () => {
  it("turns solid only after more than 20 px", () => {
    expect(HEADER_SOLID_AFTER_PX).toBe(20);
    expect(isHeaderSolid(0)).toBe(false);
    expect(isHeaderSolid(20)).toBe(false);
    expect(isHeaderSolid(20.5)).toBe(true);
    expect(isHeaderSolid(21)).toBe(true);
  });
});

describe("Header", () => {
  it("links the logo home", () => {
    render(<Header session={{ status: "signed-out" }} />);
    expect(screen.getByRole("link", { name: "Chartbot home" }).getAttribute("href")).toBe("/");
  });

  it("shows Sign in (to /login by default) and no Control Panel when signed out", () => {
    render(<Header session={{ status: "signed-out" }} />);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("button", { name: /Control Panel/ })).toBeNull();
  });

  it("sends Sign in to the configured href", () => {
    render(<Header session={{ status: "signed-out" }} signInHref="https://app.test/login?next=%2Fpro" />);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "https://app.test/login?next=%2Fpro",
    );
  });

  it("shows the Control Panel and the avatar menu, not Sign in, for a verified user", () => {
    render(<Header session={verified} />);
    expect(screen.getByRole("button", { name: /Control Panel/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Account menu for Ada Lovelace" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("shows neither Control Panel nor Sign in to an unverified user, but a way to verify", () => {
    render(<Header session={{ status: "unverified" }} dashboardOrigin="https://app.test" />);
    expect(screen.queryByRole("button", { name: /Control Panel/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(screen.getByRole("link", { name: "Verify email" }).getAttribute("href")).toBe(
      "https://app.test/account/verify-email",
    );
  });

  it("renders a placeholder and no account controls while the session loads", () => {
    render(<Header session={{ status: "loading" }} />);
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Control Panel/ })).toBeNull();
  });

  it("lists the Control Panel pages on the dashboard's origin", () => {
    render(<Header session={verified} dashboardOrigin="https://app.test/" />);
    openMenu(screen.getByRole("button", { name: /Control Panel/ }));
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["My Communities", "https://app.test/communities"],
      ["Subscriptions", "https://app.test/subscriptions"],
      ["Price Alerts", "https://app.test/account/alerts"],
      ["Trading & API Keys", "https://app.test/account/trading"],
    ]);
  });

  it("offers Account Settings, Shortcuts and Logout in the avatar menu; Logout calls onLogout", () => {
    const onLogout = vi.fn();
    render(<Header session={verified} onLogout={onLogout} />);
    openMenu(screen.getByRole("button", { name: "Account menu for Ada Lovelace" }));
    const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Account Settings", "Shortcuts", "Logout"]);
    expect(items[0]?.getAttribute("href")).toBe("/account/settings");
    expect(items[1]?.getAttribute("href")).toBe("/account");
    fireEvent.click(items[2] as HTMLElement);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("shows the top-level menu, with dropdown triggers for Add-Ons & Pricing and Documentation", () => {
    render(<Header session={{ status: "signed-out" }} currentPath="/add" />);
    const nav = desktopNav();
    expect(within(nav).getByRole("link", { name: "Introduction" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Install" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Company" }).getAttribute("href")).toBe("/about");
    expect(within(nav).getByRole("button", { name: "Add-Ons & Pricing" })).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "Documentation" })).toBeTruthy();
  });

  it("links the chat server and the microblog, opening new tabs", () => {
    render(
      <Header
        session={{ status: "signed-out" }}
        socialLinks={{ chatServer: "https://chat.test/invite", microblog: "https://blog.test/@chartbot" }}
      />,
    );
    const chat = screen.getByRole("link", { name: /chat server/ });
    expect(chat.getAttribute("href")).toBe("https://chat.test/invite");
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: /microblog/ }).getAttribute("href")).toBe(
      "https://blog.test/@chartbot",
    );
  });

  it("turns solid after scrolling more than 20 px", async () => {
    render(<Header session={{ status: "signed-out" }} />);
    const header = screen.getByRole("banner");
    expect(header.dataset.solid).toBe("false");
    for (const [scrollY, solid] of [
      [20, "false"],
      [21, "true"],
      [0, "false"],
    ] as const) {
      Object.defineProperty(window, "scrollY", { configurable: true, value: scrollY });
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await vi.waitFor(() => expect(header.dataset.solid).toBe(solid));
    }
  });
});
