import type { Relay, RelayList, RelayWithUrl } from "@chartbot/contracts/relays";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { communitySettings } from "@/test/community-settings";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { RelaysSection } from "./relays-section";

const settings = communitySettings();
const base = `/api/communities/${settings.id}/relays`;
const CHANNEL_ID = "123456789012345678";

const aRelay = (changes: Partial<Relay> = {}): Relay => ({
  id: crypto.randomUUID(),
  number: 1,
  channelId: CHANNEL_ID,
  roleId: null,
  template: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  rotatedAt: null,
  previousSecretExpiresAt: null,
  recentMessages: [],
  ...changes,
});
const withUrl = (relay: Relay): RelayWithUrl => ({
  ...relay,
  url: `http://localhost:3001/api/relay/${relay.id}/${"s".repeat(43)}`,
});

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

/** Serves the relays, the server's channels and roles; `list` replaces the list's answer when given. */
function serve(relays: Relay[], list?: () => FakeReply | Promise<FakeReply>, discord?: FakeReply) {
  let current = relays;
  api = installFakeApi([
    {
      method: "GET",
      path: base,
      reply: list ?? (() => ({ body: { relays: current, limit: 25 } satisfies RelayList })),
    },
    {
      method: "POST",
      path: base,
      reply: ({ body }) => {
        const created = aRelay({ ...(body as Partial<Relay>), number: current.length + 1 });
        current = [...current, created];
        return { status: 201, body: withUrl(created) };
      },
    },
    {
      method: "POST",
      path: new RegExp(`^${base}/[^/]+/rotation$`),
      reply: ({ url }) => {
        const relay = current.find((item) => url.includes(item.id));
        return { body: withUrl({ ...(relay as Relay), rotatedAt: "2026-11-25T10:00:00.000Z" }) };
      },
    },
    {
      method: "PATCH",
      path: new RegExp(`^${base}/[^/]+$`),
      reply: ({ url, body }) => {
        current = current.map((item) =>
          url.endsWith(item.id)
            ? { ...item, template: (body as { template: string | null }).template }
            : item,
        );
        return { body: current.find((item) => url.endsWith(item.id)) };
      },
    },
    {
      method: "DELETE",
      path: new RegExp(`^${base}/`),
      reply: ({ url }) => {
        current = current.filter((item) => !url.endsWith(item.id));
        return { status: 204 };
      },
    },
    {
      method: "GET",
      path: `/api/communities/${settings.id}/channels`,
      reply: () =>
        discord ?? {
          body: {
            channels: [
              {
                id: CHANNEL_ID,
                name: "signals",
                type: "text",
                category: null,
                position: 0,
                botCanPost: true,
                warnings: [],
              },
            ],
          },
        },
    },
    {
      method: "GET",
      path: `/api/communities/${settings.id}/roles`,
      reply: () => discord ?? { body: { roles: [] } },
    },
  ]);
}

describe("RelaysSection", () => {
  it("says there are no relays yet, and offers to create one", async () => {
    serve([]);
    renderWithProviders(<RelaysSection settings={settings} />);
    expect(await screen.findByText(/^No relays yet\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create a relay" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Dry run" })).toBeNull();
  });

  it("says the relays could not be loaded, with the API's words", async () => {
    serve([], () => apiErrorReply(500, "internal_error", "Boom."));
    renderWithProviders(<RelaysSection settings={settings} />);
    expect(await screen.findByText("Could not load the relays")).toBeTruthy();
  });

  it("lists each relay with its use and its last messages: what was parsed and whether the bot posted it", async () => {
    serve([
      aRelay({
        number: 3,
        lastUsedAt: "2026-11-25T09:15:00.000Z",
        recentMessages: [
          {
            id: crypto.randomUUID(),
            receivedAt: "2026-11-25T09:15:00.000Z",
            content: "Breakout 4h: long entry at 97,420",
            ticker: { input: "btcusdt", symbolId: "1", label: "BTCUSDT (Binance)" },
            chart: "4H",
            role: "Signals",
            status: "failed",
            failureReason: "Missing Access in #signals",
            acknowledgedAt: "2026-11-25T09:15:02.000Z",
          },
        ],
      }),
    ]);
    renderWithProviders(<RelaysSection settings={settings} />);
    const messages = await screen.findByRole("list", { name: "Last messages of relay 3" });
    expect(messages.textContent).toContain("Breakout 4h: long entry at 97,420");
    expect(messages.textContent).toContain("BTCUSDT (Binance) · 4H chart · mentions @Signals");
    expect(within(messages).getByText("Not posted")).toBeTruthy();
    expect(within(messages).getByText("Missing Access in #signals")).toBeTruthy();
    expect(screen.getByText(/^Last used /)).toBeTruthy();
  });

  it("creates a relay for a channel (typed by id while Discord cannot be read) and shows its URL once", async () => {
    serve([], undefined, apiErrorReply(502, "discord_unavailable", "Discord did not answer."));
    renderWithProviders(<RelaysSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Create a relay" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a relay" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create relay" }));
    expect(await within(dialog).findByText("Choose the channel the relay posts in.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    fireEvent.change(await within(dialog).findByRole("textbox", { name: /^Channel \(id\)/ }), {
      target: { value: CHANNEL_ID },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create relay" }));
    const shown = await screen.findByRole("dialog", { name: "Relay 1 created" });
    expect(
      (within(shown).getByRole("textbox", { name: "Your new relay URL" }) as HTMLInputElement).value,
    ).toMatch(/\/api\/relay\/[0-9a-f-]{36}\/s{43}$/);
    expect(shown.textContent).toContain("You will not see this URL again");
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      {
        method: "POST",
        url: base,
        body: { channelId: CHANNEL_ID, roleId: null, mentionEveryone: false, template: null },
      },
    ]);
  });

  it("edits a relay's template with a preview, refusing a placeholder relays do not fill", async () => {
    const relay = aRelay({ number: 4, template: "{content}" });
    serve([relay]);
    renderWithProviders(<RelaysSection settings={settings} />);
    expect(await screen.findByText("Template: {content}")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit template of relay 4" }));
    const dialog = await screen.findByRole("dialog", { name: "Template of relay 4" });
    const field = within(dialog).getByRole("textbox", { name: /^Message template/ });
    fireEvent.change(field, { target: { value: "{level} {content}" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save template" }));
    expect(await within(dialog).findByText(/^Unknown placeholder \{level\}: use \{content\}/)).toBeTruthy();
    fireEvent.change(field, { target: { value: "{ticker}: {content}" } });
    expect(within(dialog).getByTestId("template-preview").textContent).toBe(
      "Preview: BTCUSD: Long entry on BTCUSD",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Save template" }));
    expect(await screen.findByText("Template: {ticker}: {content}")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([
      { method: "PATCH", url: `${base}/${relay.id}`, body: { template: "{ticker}: {content}" } },
    ]);
  });

  it("rotates a relay's URL after a confirmation and shows the new one, saying how long the old one works", async () => {
    const relay = aRelay({ number: 2 });
    serve([relay]);
    renderWithProviders(<RelaysSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Rotate URL of relay 2" }));
    const confirm = await screen.findByRole("dialog", { name: "Give relay 2 a new URL?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Rotate URL" }));
    const shown = await screen.findByRole("dialog", { name: "Relay 2: new URL" });
    expect(within(shown).getByRole("textbox", { name: "Your new relay URL" })).toHaveProperty(
      "value",
      withUrl(relay).url,
    );
    expect(shown.textContent).toContain("The old URL keeps working for 24 hours");
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      `${base}/${relay.id}/rotation`,
    ]);
  });

  it("deletes a relay after a confirmation", async () => {
    const relay = aRelay({ number: 4 });
    serve([relay]);
    renderWithProviders(<RelaysSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete relay 4" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete relay 4?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete relay" }));
    expect(await screen.findByText("Relay 4 deleted")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      `${base}/${relay.id}`,
    ]);
    expect(await screen.findByText(/^No relays yet\./)).toBeTruthy();
  });
});
