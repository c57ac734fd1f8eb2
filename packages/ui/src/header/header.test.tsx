import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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

/** A Header whose lazily loaded menus have not loaded yet (a fresh module graph, as on a first visit). */
async function freshHeader() {
  vi.resetModules();
  return (await import("./header")).Header;
}

/** The account menus load on demand; until then placeholders without Radix's `data-state` stand in. */
async function loadedTrigger(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const trigger = screen.getByRole("button", { name });
    if (!trigger.hasAttribute("data-state")) throw new Error(`${String(name)} is still a placeholder`);
    return trigger;
  });
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

  it("links the logo to the marketing site from another app (siteOrigin)", () => {
    render(<Header session={{ status: "signed-out" }} siteOrigin="https://chartbot.test" />);
    expect(screen.getByRole("link", { name: "Chartbot home" }).getAttribute("href")).toBe(
      "https://chartbot.test/",
    );
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

  it("lists the Control Panel pages on the dashboard's origin", async () => {
    render(<Header session={verified} dashboardOrigin="https://app.test/" />);
    openMenu(await loadedTrigger(/Control Panel/));
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

  it("offers Account Settings, Shortcuts and Logout in the avatar menu; Logout calls onLogout", async () => {
    const onLogout = vi.fn();
    render(<Header session={verified} onLogout={onLogout} />);
    openMenu(await loadedTrigger("Account menu for Ada Lovelace"));
    const items = within(screen.getByRole("menu")).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Account Settings", "Shortcuts", "Logout"]);
    expect(items[0]?.getAttribute("href")).toBe("/account/settings");
    expect(items[1]?.getAttribute("href")).toBe("/account");
    fireEvent.click(items[2] as HTMLElement);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("opens a menu pressed before its code had loaded, once loaded", async () => {
    const Header = await freshHeader();
    render(<Header session={verified} />);
    const placeholder = screen.getByRole("button", { name: "Account menu for Ada Lovelace" });
    expect(placeholder.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.click(placeholder);
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toContain("Logout");
  });

  it("moves focus to the real trigger when its placeholder had focus", async () => {
    const Header = await freshHeader();
    render(<Header session={verified} />);
    const placeholder = screen.getByRole("button", { name: /Control Panel/ });
    expect(placeholder.hasAttribute("data-state")).toBe(false);
    act(() => placeholder.focus());
    const trigger = await loadedTrigger(/Control Panel/);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("reserves one box for every session state, so a session change moves nothing else", () => {
    const { container, rerender } = render(<Header session={{ status: "signed-out" }} />);
    const box = () => screen.getByRole("banner").querySelector("[data-account-area]");
    const before = box();
    // Each state's size is held by an invisible copy: Sign in, Verify email, Control Panel and avatar.
    expect(before?.querySelectorAll("[aria-hidden='true'][data-sizer]")).toHaveLength(3);
    rerender(<Header session={verified} />);
    expect(box()).toBe(before);
    expect(container.querySelectorAll("[data-sizer]")).toHaveLength(3);
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
