import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer } from "./footer";

describe("Footer", () => {
  it("has exactly the spec's links", () => {
    render(
      <Footer
        dashboardOrigin="https://app.test"
        sourceCodeUrl="https://code.test/chartbot"
        supportServerUrl="https://chat.test/support"
      />,
    );
    const links = within(screen.getByRole("navigation", { name: "Footer" })).getAllByRole("link");
    expect(
      links.map((link) => [
        link.textContent?.replace(" (opens in a new tab)", ""),
        link.getAttribute("href"),
      ]),
    ).toEqual([
      ["Install", "/add"],
      ["Sign up", "https://app.test/signup"],
      ["Pricing", "/pro"],
      ["Documentation", "/features"],
      ["Company", "/about"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Source code", "https://code.test/chartbot"],
      ["Support server", "https://chat.test/support"],
    ]);
    expect(screen.getAllByRole("link")).toHaveLength(links.length);
  });

  it("opens the external pages in a new tab", () => {
    render(<Footer />);
    for (const name of [/Source code/, /Support server/]) {
      const link = screen.getByRole("link", { name });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("keeps Sign up on this site without a dashboard origin", () => {
    render(<Footer year={2030} />);
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByText("© 2030 Chartbot")).toBeTruthy();
  });
});
