import type { DiscordServer, DiscordServerList } from "@chartbot/contracts/discord";
import { API_ERROR_MESSAGES } from "@chartbot/error-messages/api";
import { SERVICE_OFF_MESSAGES } from "@chartbot/error-messages/services";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeReply, installFakeApi } from "@/test/fake-api";
import { anAccountProfile } from "@/test/overview-account";
import { renderWithProviders } from "@/test/render-with-providers";
import { ServerPicker } from "./server-picker";

const server = (name: string, botPresent: boolean, communityId: string | null = null): DiscordServer => ({
  guildId: `90000000000000${String(name.length).padStart(4, "0")}`,
  name,
  iconUrl: null,
  owner: false,
  botPresent,
  communityId,
});
const list = (servers: DiscordServer[]): FakeReply => ({
  body: { servers, fetchedAt: "2026-11-25T10:00:00.000Z" } satisfies DiscordServerList,
});
const failure = (status: number, code: keyof typeof API_ERROR_MESSAGES): FakeReply => ({
  status,
  body: { error: { code, message: API_ERROR_MESSAGES[code] } },
});

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

describe("ServerPicker", () => {
  it("splits the servers into those with Chartbot and those it can be added to", async () => {
    api = installFakeApi([
      {
        method: "GET",
        path: "/api/discord/servers",
        reply: () =>
          list([
            server("Floor", true, "5f0e8d7c-1111-4222-8333-944455556666"),
            server("Lounge", true),
            server("Forex Friends", false),
          ]),
      },
    ]);
    renderWithProviders(<ServerPicker />);
    const withBot = await screen.findByRole("region", { name: "Servers with Chartbot" });
    expect(within(withBot).getByRole("link", { name: "Manage Floor" }).getAttribute("href")).toBe(
      "/communities/5f0e8d7c-1111-4222-8333-944455556666",
    );
    expect(within(withBot).getByRole("link", { name: "Set up Lounge" }).getAttribute("href")).toBe(
      `/communities/setup?guild=${server("Lounge", true).guildId}`,
    );
    const addable = screen.getByRole("region", { name: "Add Chartbot to a server" });
    expect(within(addable).getByRole("button", { name: "Add Chartbot to Forex Friends" })).toBeTruthy();
    expect(within(addable).getAllByText("Chartbot is not in this server.")).toHaveLength(1);
    expect(within(withBot).queryByText("Chartbot is not in this server.")).toBeNull();
  });

  it("disables Add Chartbot with the reason when the API says the Discord bot is off", async () => {
    api = installFakeApi([
      { method: "GET", path: "/api/discord/servers", reply: () => list([server("Forex Friends", false)]) },
      {
        method: "GET",
        path: "/api/services",
        reply: () => ({ body: { discordSignIn: true, discordBot: false, payments: true } }),
      },
    ]);
    renderWithProviders(<ServerPicker />);
    const add = await waitFor(() => {
      const button = screen.getByRole("button", { name: "Add Chartbot to Forex Friends" });
      expect(button.getAttribute("aria-disabled")).toBe("true");
      return button;
    });
    expect(document.getElementById(add.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      SERVICE_OFF_MESSAGES.discord,
    );
    const before = window.location.href;
    fireEvent.click(add);
    expect(window.location.href).toBe(before);
    expect(add.getAttribute("aria-busy")).toBeNull();
  });

  it("reads Discord again on Refresh", async () => {
    let servers = [server("Floor", true)];
    api = installFakeApi([
      { method: "GET", path: /^\/api\/discord\/servers(\?refresh=true)?$/, reply: () => list(servers) },
      { method: "GET", path: "/api/communities", reply: () => ({ body: { communities: [] } }) },
    ]);
    renderWithProviders(<ServerPicker />);
    await screen.findByText("Floor");
    servers = [];
    fireEvent.click(screen.getByRole("button", { name: "Refresh from Discord" }));
    await screen.findByText(/You do not manage any Discord server/);
    expect(api.calls.map((call) => call.url)).toContain("/api/discord/servers?refresh=true");
  });

  it("offers to connect Discord when none is linked, and to reconnect when Discord refused the grant", async () => {
    api = installFakeApi([
      { method: "GET", path: "/api/discord/servers", reply: () => failure(409, "discord_not_linked") },
    ]);
    const { unmount } = renderWithProviders(<ServerPicker />);
    expect(await screen.findByRole("button", { name: "Connect Discord" })).toBeTruthy();
    unmount();
    api.restore();

    api = installFakeApi([
      {
        method: "GET",
        path: "/api/discord/servers",
        reply: () => failure(409, "discord_reconnect_required"),
      },
    ]);
    renderWithProviders(<ServerPicker />);
    expect(await screen.findByRole("button", { name: "Reconnect Discord" })).toBeTruthy();
    expect(screen.getByText(API_ERROR_MESSAGES.discord_reconnect_required)).toBeTruthy();
  });

  it("asks an account without Discord to connect it, without asking Discord for its servers", async () => {
    api = installFakeApi([
      { method: "GET", path: "/api/account", reply: () => ({ body: anAccountProfile({ discord: null }) }) },
      { method: "GET", path: "/api/discord/servers", reply: () => failure(409, "discord_not_linked") },
    ]);
    renderWithProviders(<ServerPicker />);
    expect(await screen.findByRole("button", { name: "Connect Discord" })).toBeTruthy();
    expect(api.calls.map((call) => call.url)).not.toContain("/api/discord/servers");
  });

  it("says Discord asked to slow down, keeping Refresh", async () => {
    api = installFakeApi([
      { method: "GET", path: "/api/discord/servers", reply: () => failure(429, "discord_rate_limited") },
    ]);
    renderWithProviders(<ServerPicker />);
    await waitFor(() => expect(screen.getByText(API_ERROR_MESSAGES.discord_rate_limited)).toBeTruthy());
    expect(screen.getByRole("button", { name: "Refresh from Discord" })).toBeTruthy();
  });
});
