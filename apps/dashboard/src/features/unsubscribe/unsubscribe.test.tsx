import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { Unsubscribe } from "./unsubscribe";

const search = vi.hoisted(() => ({ value: "" }));
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search.value) }));

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

const TOKEN = "v1.k1.0b5f9d62-8d4c-4a0f-9b0a-1f2e3d4c5b6a.relay_refusing.c2lnbmF0dXJl";

describe("Unsubscribe", () => {
  it("asks first, then sends the token and says what was unsubscribed", async () => {
    search.value = `token=${encodeURIComponent(TOKEN)}`;
    api = installFakeApi([
      {
        method: "POST",
        path: "/api/notices/unsubscribe",
        reply: () => ({ body: { kind: "relay_refusing", label: "A webhook relay is refusing messages" } }),
      },
    ]);
    renderWithProviders(<Unsubscribe />);
    expect(
      screen.getByRole("heading", {
        name: "Unsubscribe from “A webhook relay is refusing messages” emails?",
      }),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText(/You will no longer get these emails: A webhook relay/)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole("link", { name: "Choose your notice emails" }).getAttribute("href")).toBe(
      "/account/notices#notice-settings-heading",
    );
  });

  it("shows the API's message for a changed token", async () => {
    search.value = "token=v1.k1.00000000-0000-4000-8000-000000000001.all.forged";
    const message = "token: this unsubscribe link is not valid; open the link from the email as it is.";
    api = installFakeApi([
      {
        method: "POST",
        path: "/api/notices/unsubscribe",
        reply: () => apiErrorReply(400, "validation_failed", message),
      },
    ]);
    renderWithProviders(<Unsubscribe />);
    expect(screen.getByRole("heading", { name: "Unsubscribe from all notice emails?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("says so when the link has no token", () => {
    search.value = "";
    api = installFakeApi([]);
    renderWithProviders(<Unsubscribe />);
    expect(screen.getByText("This link has no unsubscribe token")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });
});
