// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import GlobalError from "@/app/global-error";
import { ErrorView } from "./error-view";

// React warns about updates outside act() unless told this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const error = Object.assign(new Error("secret: connection to db-7.internal refused"), { digest: "4271" });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the error page", () => {
  it("says what happened and offers Try again and the home page, without the error's text", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToStaticMarkup(<ErrorView error={error} reset={() => {}} />);
    expect(html).toContain("<h1");
    expect(html).toContain("Something went wrong");
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
    expect(html).not.toContain("db-7.internal");
    expect(html).not.toContain("error-view");
  });

  it("calls reset on Try again and logs only the digest", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<ErrorView error={error} reset={reset} />));
    expect(log).toHaveBeenCalledWith("Page error (digest: 4271)");
    expect(JSON.stringify(log.mock.calls)).not.toContain("db-7.internal");

    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Try again");
    await act(async () => button?.click());
    expect(reset).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });

  it("renders its own document with the theme script when the root layout failed", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain("<script");
    expect(html).toContain("Try again");
    expect(html).not.toContain("db-7.internal");
  });
});
