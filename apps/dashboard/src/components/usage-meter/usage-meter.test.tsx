import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UsageMeter } from "./usage-meter";

const more = { href: "/subscriptions?addon=price-alerts", label: "Get up to 100 with Price Alerts" };

describe("UsageMeter", () => {
  it("shows the count with a bar named by it, and no way to more while far from the limit", () => {
    render(
      <UsageMeter used={1} limit={5} more={more}>
        1 of 5 alerts used.
      </UsageMeter>,
    );
    const bar = screen.getByRole("meter", { name: "1 of 5 alerts used." });
    expect(bar.getAttribute("value")).toBe("1");
    expect(bar.getAttribute("max")).toBe("5");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links the way to more at or near the limit", () => {
    render(
      <UsageMeter used={4} limit={5} more={more}>
        4 of 5 alerts used.
      </UsageMeter>,
    );
    expect(screen.getByRole("link", { name: more.label }).getAttribute("href")).toBe(more.href);
  });

  it("keeps the bar full when more are used than allowed (an add-on lapsed)", () => {
    render(
      <UsageMeter used={6} limit={5}>
        6 of 5 alerts used.
      </UsageMeter>,
    );
    expect(screen.getByRole("meter").getAttribute("value")).toBe("5");
  });
});
