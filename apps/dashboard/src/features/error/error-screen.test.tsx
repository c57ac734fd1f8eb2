import { fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import GlobalError from "@/app/global-error";
import { ErrorScreen } from "./error-screen";

const error = Object.assign(new Error("secret: connection to db-7.internal refused"), { digest: "4271" });

describe("ErrorScreen", () => {
  it("says what happened, offers the way back to the account and hides the error's text", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<ErrorScreen error={error} reset={() => {}} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe("/account");
    expect(document.body.textContent).not.toContain("db-7.internal");
  });

  it("calls reset on Try again and logs only the digest", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    render(<ErrorScreen error={error} reset={reset} />);
    expect(log).toHaveBeenCalledWith("Page error (digest: 4271)");
    expect(JSON.stringify(log.mock.calls)).not.toContain("db-7.internal");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("renders its own document with the theme script when the root layout failed", () => {
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain("<script");
    expect(html).toContain("Try again");
    expect(html).not.toContain("db-7.internal");
  });
});
