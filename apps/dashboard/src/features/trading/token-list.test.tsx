import type { Token, TokenPage } from "@chartbot/contracts/trading";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { aToken } from "@/test/trading";
import { TokenList } from "./token-list";

const token = (label: string, revoked = false): Token =>
  aToken({
    label,
    prefix: `cbt_${label.slice(0, 4)}`,
    revokedAt: revoked ? "2025-03-02T10:00:00.000Z" : null,
  });
const page = (items: Token[], nextCursor: string | null = null): FakeReply => ({
  body: { items, nextCursor } satisfies TokenPage,
});

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

const labels = (name: string) =>
  within(screen.getByRole("list", { name }))
    .getAllByRole("listitem")
    .map((item) => item.textContent?.split(" ")[0]);

describe("TokenList", () => {
  it("lists the active tokens, then the revoked ones a page at a time", async () => {
    const relay = token("Relay");
    let activeTokens = [relay, token("Script")];
    api = installFakeApi([
      { method: "GET", path: "/api/trading/tokens?status=active", reply: () => page(activeTokens) },
      {
        method: "GET",
        path: "/api/trading/tokens?status=revoked",
        reply: () => page([token("Old1", true), token("Old2", true)], "r2"),
      },
      {
        method: "GET",
        path: "/api/trading/tokens?status=revoked&cursor=r2",
        reply: () => page([token("Old3", true)]),
      },
      {
        method: "DELETE",
        path: `/api/trading/tokens/${relay.id}`,
        reply: () => {
          activeTokens = activeTokens.filter((t) => t.id !== relay.id);
          return { status: 204 };
        },
      },
    ]);
    renderWithProviders(<TokenList />);
    await screen.findByRole("list", { name: "Active API tokens" });
    expect(labels("Active API tokens")).toEqual(["Relay", "Script"]);
    expect(labels("Revoked API tokens")).toEqual(["Old1", "Old2"]);
    expect(screen.queryByRole("button", { name: "Show more active tokens" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Show more revoked tokens" }));
    await waitFor(() => expect(labels("Revoked API tokens")).toEqual(["Old1", "Old2", "Old3"]));
    const third = within(screen.getByRole("list", { name: "Revoked API tokens" })).getAllByRole(
      "listitem",
    )[2];
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(screen.queryByRole("button", { name: "Show more revoked tokens" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Revoke token Relay" }));
    fireEvent.click(await screen.findByRole("button", { name: "Revoke token" }));
    await waitFor(() => expect(labels("Active API tokens")).toEqual(["Script"]));
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("shows each token's scope and when it was last used, or that it never was", async () => {
    const reader = token("Reader");
    const writer = {
      ...token("Writer"),
      scope: "read-write" as const,
      lastUsedAt: "2025-03-03T09:30:00.000Z",
    };
    api = installFakeApi([
      { method: "GET", path: "/api/trading/tokens?status=active", reply: () => page([reader, writer]) },
      { method: "GET", path: "/api/trading/tokens?status=revoked", reply: () => page([]) },
    ]);
    renderWithProviders(<TokenList />);
    const list = await screen.findByRole("list", { name: "Active API tokens" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first?.textContent).toContain("Read only");
    expect(first?.textContent).toContain("Never used");
    expect(second?.textContent).toContain("Read and write");
    expect(second?.textContent).not.toContain("Never used");
    expect(second?.textContent).toMatch(/Last used .*2025/);
  });
});
