import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { isInternalHref } from "./is-internal-href";
import { Link } from "./link";
import { LinkProvider } from "./link-provider";

function RouterLink(props: ComponentProps<"a"> & { href: string }) {
  return <a data-router="yes" {...props} />;
}

describe("isInternalHref", () => {
  it("treats paths, hashes and queries as internal, other origins as external", () => {
    expect(isInternalHref("/pro")).toBe(true);
    expect(isInternalHref("#main")).toBe(true);
    expect(isInternalHref("//evil.test/")).toBe(false);
    expect(isInternalHref("https://app.test/login")).toBe(false);
  });
});

describe("Link", () => {
  it("renders same-site paths through the provided router link", () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/features">Docs</Link>
        <Link href="https://app.test/signup">Sign up</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole("link", { name: "Docs" }).dataset.router).toBe("yes");
    expect(screen.getByRole("link", { name: "Sign up" }).dataset.router).toBeUndefined();
  });

  it("opens targetBlank links in a new tab safely and says so to screen readers", () => {
    render(
      <Link href="https://wiki.test/" targetBlank>
        Wiki
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Wiki (opens in a new tab)" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
