import { fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import RouteError from "@/app/error";
import GlobalError from "@/app/global-error";

const error = Object.assign(new Error("secret: connection to db-7.internal refused"), { digest: "4271" });

describe("the dashboard's error pages", () => {
  it("error.tsx offers Try again and the way back to the account, and logs only the digest", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    render(<RouteError error={error} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Shortcuts" }).getAttribute("href")).toBe("/account");
    expect(document.body.textContent).not.toContain("db-7.internal");
    expect(log).toHaveBeenCalledWith("Page error (digest: 4271)");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("global-error.tsx renders its own document with the theme script", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en"><head>.*<script/);
    expect(html).toContain("Try again");
    expect(html).not.toContain("db-7.internal");
  });
});
