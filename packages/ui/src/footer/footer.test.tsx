import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { Footer } from "./footer";

/** A `SignUpItem` that decides the visitor is signed in, and one that decides they are not. */
const Hidden = (_: { children: ReactNode }) => null;
const Shown = ({ children }: { children: ReactNode }) => <>{children}</>;

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

  it("takes an id, e.g. for a render-blocking <link rel=expect>", () => {
    render(<Footer id="site-footer" />);
    expect(screen.getByRole("contentinfo").id).toBe("site-footer");
  });

  it("keeps Sign up on this site without a dashboard origin", () => {
    render(<Footer year={2030} />);
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByText("© 2030 Chartbot")).toBeTruthy();
  });

  it("leaves Sign up out for a signed-in visitor, and nothing else", () => {
    render(<Footer signedIn />);
    const nav = screen.getByRole("navigation", { name: "Footer" });
    expect(within(nav).queryByRole("link", { name: "Sign up" })).toBeNull();
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toContain("Install");
    expect(within(nav).getAllByRole("link")).toHaveLength(8);
  });

  it("wraps only Sign up's item in SignUpItem (a browser-side session check decides there)", () => {
    render(<Footer SignUpItem={Hidden} />);
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
    expect(screen.getByRole("link", { name: "Pricing" })).toBeTruthy();
    render(<Footer SignUpItem={Shown} id="second" />);
    expect(screen.getByRole("link", { name: "Sign up" }).closest("li")).toBeTruthy();
  });

  it("links the marketing pages absolutely when shown on another app (siteOrigin)", () => {
    render(<Footer siteOrigin="https://chartbot.test/" dashboardOrigin="" />);
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("Install")).toBe("https://chartbot.test/add");
    expect(href("Pricing")).toBe("https://chartbot.test/pro");
    expect(href("Documentation")).toBe("https://chartbot.test/features");
    expect(href("Company")).toBe("https://chartbot.test/about");
    expect(href("Privacy Policy")).toBe("https://chartbot.test/privacy-policy");
    expect(href("Terms of Service")).toBe("https://chartbot.test/terms-of-service");
    expect(href("Sign up")).toBe("/signup");
  });
});
