import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applyTheme } from "../theme/theme-store";
import { darkTheme, lightTheme } from "../theme/themes.css";
import { ThemeToggle } from "./theme-toggle";

describe("ThemeToggle", () => {
  it("switches to dark, persists it, and reports the pressed state", () => {
    applyTheme("light");
    render(<ThemeToggle />);
    const toggle = screen.getByRole("button", { name: "Dark theme" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.classList.contains(darkTheme)).toBe(true);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
  });

  it("switches back to light", () => {
    applyTheme("dark");
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole("button", { name: "Dark theme" }));
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement.className).toBe(lightTheme);
  });

  it("follows a theme class changed elsewhere (another toggle, Storybook's toolbar)", async () => {
    applyTheme("light");
    render(<ThemeToggle />);
    await act(async () => {
      applyTheme("dark");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed")).toBe("true");
  });
});
