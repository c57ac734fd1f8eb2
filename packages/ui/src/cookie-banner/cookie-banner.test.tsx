import { memoryCookies, memoryStorage } from "@chartbot/browser-storage/testing";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CookieBanner } from "./cookie-banner";

const TEXT = "We use cookies to provide a better user experience.";
const DETAILS = "https://chartbot.test/privacy-policy#advertising";

describe("CookieBanner", () => {
  it("is shown with the spec's text and buttons while no choice is stored", () => {
    render(
      <CookieBanner
        detailsHref={DETAILS}
        cookies={memoryCookies()}
        storage={memoryStorage()}
        reload={vi.fn()}
      />,
    );
    expect(screen.getByRole("region", { name: "Cookie consent" })).toBeTruthy();
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use only required" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept all" })).toBeTruthy();
  });

  it.each(["all", "required"])("stays hidden when %s is stored", (value) => {
    render(
      <CookieBanner
        detailsHref={DETAILS}
        cookies={memoryCookies()}
        storage={memoryStorage({ cookies: value })}
        reload={vi.fn()}
      />,
    );
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("is shown again when the stored value is not a valid choice", () => {
    render(
      <CookieBanner
        detailsHref={DETAILS}
        cookies={memoryCookies()}
        storage={memoryStorage({ cookies: "maybe" })}
        reload={vi.fn()}
      />,
    );
    expect(screen.getByText(TEXT)).toBeTruthy();
  });

  it('stores cookies=required on "Use only required", hides, and does not reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    render(
      <CookieBanner detailsHref={DETAILS} cookies={memoryCookies()} storage={storage} reload={reload} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Use only required" }));
    expect(storage.entries.get("cookies")).toBe("required");
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores cookies=all on "Accept all" and reloads the page once', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    render(
      <CookieBanner detailsHref={DETAILS} cookies={memoryCookies()} storage={storage} reload={reload} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(storage.entries.get("cookies")).toBe("all");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's localStorage and the product-wide cookie by default", () => {
    render(<CookieBanner detailsHref={DETAILS} reload={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Use only required" }));
    expect(localStorage.getItem("cookies")).toBe("required");
    expect(document.cookie).toContain("cookies=required");
  });

  it("links to what Accept all loads", () => {
    render(<CookieBanner detailsHref={DETAILS} cookies={memoryCookies()} storage={memoryStorage()} />);
    expect(screen.getByRole("link", { name: "What “Accept all” loads" }).getAttribute("href")).toBe(DETAILS);
  });

  it("stays hidden when the choice was made in the other app (the shared cookie), and stores it here", () => {
    const storage = memoryStorage();
    render(
      <CookieBanner
        detailsHref={DETAILS}
        cookies={memoryCookies({ cookies: "required" })}
        storage={storage}
      />,
    );
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(storage.entries.get("cookies")).toBe("required");
  });

  it("shares the choice with the other app through the cookie", () => {
    const cookies = memoryCookies();
    render(
      <CookieBanner detailsHref={DETAILS} cookies={cookies} storage={memoryStorage()} reload={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(cookies.cookie).toBe("cookies=all");
  });

  it("hides when a choice made meanwhile in the other app is found on returning to the page", () => {
    const cookies = memoryCookies();
    render(<CookieBanner detailsHref={DETAILS} cookies={cookies} storage={memoryStorage()} />);
    expect(screen.getByText(TEXT)).toBeTruthy();
    cookies.cookie = "cookies=all; Path=/";
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
