import { fireEvent, render, renderHook, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ErrorDocument, ErrorPage, useErrorDigestLog } from "./error-page";

const props = { description: "Try again.", homeHref: "/account", homeLabel: "Go to your account" };

describe("ErrorPage", () => {
  it("says what happened and links home", () => {
    render(<ErrorPage {...props} reset={() => {}} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("Try again.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your account" }).getAttribute("href")).toBe("/account");
  });

  it("calls reset on Try again", () => {
    const reset = vi.fn();
    render(<ErrorPage {...props} reset={reset} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe("useErrorDigestLog", () => {
  it("logs the digest and nothing of the message or stack", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = Object.assign(new Error("secret: connection to db-7.internal refused"), { digest: "4271" });
    renderHook(() => useErrorDigestLog(error));
    expect(log).toHaveBeenCalledWith("Page error (digest: 4271)");
    expect(JSON.stringify(log.mock.calls)).not.toContain("db-7.internal");
  });

  it("says so when the error has no digest (a failure in the browser)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderHook(() => useErrorDigestLog(new Error("local")));
    expect(log).toHaveBeenCalledWith("Page error (digest: none)");
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
