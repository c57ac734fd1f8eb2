import { fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ErrorDocument, ErrorPage } from "./error-page";

const error = Object.assign(new Error("secret: connection to db-7.internal refused"), { digest: "4271" });
const props = { error, description: "Try again.", homeHref: "/account", homeLabel: "Go to your account" };

describe("ErrorPage", () => {
  it("says what happened, links home and never shows the error's text", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<ErrorPage {...props} reset={() => {}} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe("/account");
    expect(document.body.textContent).not.toContain("db-7.internal");
  });

  it("calls reset on Try again and logs only the digest", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    render(<ErrorPage {...props} reset={reset} />);
    expect(log).toHaveBeenCalledWith("Page error (digest: 4271)");
    expect(JSON.stringify(log.mock.calls)).not.toContain("db-7.internal");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe("ErrorDocument", () => {
  it("is a whole document with the theme script before the content", () => {
    const html = renderToStaticMarkup(
      <ErrorDocument>
        <main>content</main>
      </ErrorDocument>,
    );
    expect(html).toMatch(/^<html lang="en"><head><title>Something went wrong · Chartbot<\/title><script/);
    expect(html).toContain("<body><main>content</main></body>");
  });
});
