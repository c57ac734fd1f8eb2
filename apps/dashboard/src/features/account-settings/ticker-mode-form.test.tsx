import type { AccountProfile } from "@chartbot/contracts/account";
import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useApiQuery } from "@/client/use-api-query";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { TickerModeForm } from "./ticker-mode-form";

const profile: AccountProfile = {
  id: "0b1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
  email: "trader@example.com",
  displayName: "Trader",
  photoURL: null,
  emailVerified: true,
  discord: null,
  tickerMode: "traditional",
  tickerModeChosen: true,
  checklistHidden: false,
  createdAt: "2026-11-01T10:00:00.000Z",
};

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

/** Serves the profile, and the PATCH with the reply the test sends when it chooses. */
function holdSave() {
  let send: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => (send = resolve));
  api = installFakeApi([
    { method: "GET", path: "/api/account", reply: () => ({ body: profile }) },
    { method: "PATCH", path: "/api/account", reply: () => reply },
  ]);
  return send;
}

/** The form with the profile from the query cache, as Account Settings renders it. */
function FromCache() {
  const { data } = useApiQuery(accountEndpoints.get);
  return data ? <TickerModeForm profile={data} /> : null;
}

const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("TickerModeForm", () => {
  it("shows the picked mode from the click on, while the save is on its way, and keeps it once saved", async () => {
    const send = holdSave();
    renderWithProviders(<FromCache />);
    fireEvent.click(await screen.findByRole("radio", { name: /Crypto/ }));
    // At once: a controlled radio that waited for the cache would snap back to Traditional here.
    expect(radio(/Crypto/).checked).toBe(true);
    expect(radio(/Traditional/).checked).toBe(false);
    send({ body: { ...profile, tickerMode: "crypto" } });
    const patches = () => api.calls.filter((call) => call.method === "PATCH");
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toEqual({ tickerMode: "crypto" });
    await screen.findByText("Ticker parsing mode: Crypto");
    expect(radio(/Crypto/).checked).toBe(true);
  });

  it("goes back to the saved mode when the API refuses the change", async () => {
    const send = holdSave();
    renderWithProviders(<FromCache />);
    fireEvent.click(await screen.findByRole("radio", { name: /Crypto/ }));
    expect(radio(/Crypto/).checked).toBe(true);
    send(apiErrorReply(503, "database_unavailable", "The database is not reachable right now."));
    await screen.findByText("Could not change the ticker parsing mode");
    await waitFor(() => expect(radio(/Traditional/).checked).toBe(true));
  });
});
