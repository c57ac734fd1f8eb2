import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Logo } from "./logo";

describe("Logo", () => {
  it("leads to this site's home page by default", () => {
    render(<Logo />);
    expect(screen.getByRole("link", { name: "Chartbot home" }).getAttribute("href")).toBe("/");
  });

  it("leads to the marketing site's home page from another app", () => {
    render(<Logo siteOrigin="https://chartbot.test/" />);
    expect(screen.getByRole("link", { name: "Chartbot home" }).getAttribute("href")).toBe(
      "https://chartbot.test/",
    );
  });

  it("follows an explicit href over siteOrigin", () => {
    render(<Logo siteOrigin="https://chartbot.test" href="/account" />);
    expect(screen.getByRole("link", { name: "Chartbot home" }).getAttribute("href")).toBe("/account");
  });
});
