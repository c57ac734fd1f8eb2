// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import RouteError from "./error";
import GlobalError from "./global-error";

// React warns about updates outside act() unless told this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const error = Object.assign(new Error("secret: connection to db-7.internal refused"), { digest: "4271" });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the marketing site's error pages", () => {
  it("error.tsx offers Try again and the home page, and logs only the digest", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reset = vi.fn();
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<RouteError error={error} reset={reset} />));
    expect(container.querySelector("h1")?.textContent).toBe("Something went wrong");
    expect(container.querySelector('a[href="/"]')?.textContent).toBe("Go to the home page");
    expect(container.textContent).not.toContain("db-7.internal");
    expect(log).toHaveBeenCalledWith("Page error (digest: 4271)");

    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Try again");
    await act(async () => button?.click());
    expect(reset).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });

  it("global-error.tsx renders its own document with the theme script", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en"><head>.*<script/);
    expect(html).toContain('<main id="main" tabindex="-1">');
    expect(html).toContain("Try again");
    expect(html).not.toContain("db-7.internal");
  });
});
