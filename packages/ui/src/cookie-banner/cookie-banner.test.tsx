import { memoryStorage } from "@chartbot/browser-storage/testing";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CookieBanner } from "./cookie-banner";

const TEXT = "We use cookies to provide a better user experience.";

describe("CookieBanner", () => {
  it("is shown with the spec's text and buttons while no choice is stored", () => {
    render(<CookieBanner storage={memoryStorage()} reload={vi.fn()} />);
    expect(screen.getByRole("region", { name: "Cookie consent" })).toBeTruthy();
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use only required" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept all" })).toBeTruthy();
  });

  it.each(["all", "required"])("stays hidden when %s is stored", (value) => {
    render(<CookieBanner storage={memoryStorage({ cookies: value })} reload={vi.fn()} />);
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("is shown again when the stored value is not a valid choice", () => {
    render(<CookieBanner storage={memoryStorage({ cookies: "maybe" })} reload={vi.fn()} />);
    expect(screen.getByText(TEXT)).toBeTruthy();
  });

  it('stores cookies=required on "Use only required", hides, and does not reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    render(<CookieBanner storage={storage} reload={reload} />);
    fireEvent.click(screen.getByRole("button", { name: "Use only required" }));
    expect(storage.entries.get("cookies")).toBe("required");
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores cookies=all on "Accept all" and reloads the page once', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    render(<CookieBanner storage={storage} reload={reload} />);
    fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
    expect(storage.entries.get("cookies")).toBe("all");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's localStorage by default", () => {
    render(<CookieBanner reload={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Use only required" }));
    expect(localStorage.getItem("cookies")).toBe("required");
  });
});
