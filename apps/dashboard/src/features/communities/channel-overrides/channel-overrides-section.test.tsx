import type { ChannelOverrideList, CommunityChannelOverride } from "@chartbot/contracts/channel-overrides";
import type { DiscordChannel } from "@chartbot/contracts/discord";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { communitySettings } from "@/test/community-settings";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { ChannelOverridesSection } from "./channel-overrides-section";

const settings = communitySettings({
  tickerMode: "traditional",
  autoDeleteMinutes: null,
  tickerModes: [
    { value: "traditional", label: "Traditional", help: "" },
    { value: "crypto", label: "Crypto", help: "" },
  ],
});
const base = `/api/communities/${settings.id}`;
const GENERAL = "900000000000000101";
const GONE = "900000000000000999";
const general = {
  id: GENERAL,
  name: "general",
  type: "text",
  category: null,
  position: 0,
  botCanPost: true,
  warnings: [],
} satisfies DiscordChannel;
const override = (
  channelId: string,
  changes: Partial<CommunityChannelOverride> = {},
): CommunityChannelOverride => ({
  channelId,
  tickerMode: "crypto",
  autoDeleteMinutes: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...changes,
});

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

function serve(
  overrides: CommunityChannelOverride[],
  channels: FakeReply = { body: { channels: [general] } },
) {
  let current = overrides;
  api = installFakeApi([
    {
      method: "GET",
      path: `${base}/channel-overrides`,
      reply: () => ({ body: { overrides: current, limit: 50 } satisfies ChannelOverrideList }),
    },
    { method: "GET", path: `${base}/channels`, reply: () => channels },
    {
      method: "PUT",
      path: new RegExp(`^${base}/channel-overrides/`),
      reply: ({ body, url }) => {
        const channelId = url.split("/").at(-1) ?? "";
        const saved = override(channelId, body as Partial<CommunityChannelOverride>);
        current = [...current.filter((item) => item.channelId !== channelId), saved];
        return { body: saved };
      },
    },
    {
      method: "DELETE",
      path: new RegExp(`^${base}/channel-overrides/`),
      reply: ({ url }) => {
        current = current.filter((item) => !url.endsWith(item.channelId));
        return { status: 204 };
      },
    },
  ]);
}

describe("ChannelOverridesSection", () => {
  it("says when no channel has an override", async () => {
    serve([]);
    renderWithProviders(<ChannelOverridesSection settings={settings} />);
    expect(
      await screen.findByText("No channel overrides: every channel follows the settings above."),
    ).toBeTruthy();
    expect(screen.getByText("0 of at most 50 channels.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a channel override" })).toHaveProperty("disabled", false);
  });

  it("names channels from Discord and marks one the server no longer has", async () => {
    serve([override(GENERAL), override(GONE, { tickerMode: null, autoDeleteMinutes: 0 })]);
    renderWithProviders(<ChannelOverridesSection settings={settings} />);
    const list = await screen.findByRole("list", { name: "Channel overrides" });
    await waitFor(() => expect(within(list).getByText("#general")).toBeTruthy());
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Crypto mode · Server's auto-delete (off)");
    expect(rows[1]?.textContent).toContain(`Deleted channel (${GONE})`);
    expect(within(rows[1] as HTMLElement).getByText("No longer in the server")).toBeTruthy();
    expect(rows[1]?.textContent).toContain("Server's mode (Traditional) · Never deletes messages");
  });

  it("shows the ids when Discord cannot be read", async () => {
    serve([override(GENERAL)], apiErrorReply(502, "upstream_failed", "Discord is unreachable."));
    renderWithProviders(<ChannelOverridesSection settings={settings} />);
    expect(await screen.findByText(`Channel ${GENERAL}`)).toBeTruthy();
  });

  it("edits an override's minutes in a dialog and sends the whole override", async () => {
    serve([override(GENERAL, { autoDeleteMinutes: 5 })]);
    renderWithProviders(<ChannelOverridesSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit override of #general" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the override of #general" });
    const minutes = within(dialog).getByLabelText(/Delete after \(minutes\)/);
    fireEvent.change(minutes, { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save override" }));
    expect(await within(dialog).findByText("Enter a number from 1 to 1440.")).toBeTruthy();
    fireEvent.change(minutes, { target: { value: "45" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save override" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.find((call) => call.method === "PUT")).toEqual({
      method: "PUT",
      url: `${base}/channel-overrides/${GENERAL}`,
      body: { tickerMode: "crypto", autoDeleteMinutes: 45 },
    });
    expect(await screen.findByText(/Deletes messages after 45 minutes/)).toBeTruthy();
  });

  it("removes an override after a confirmation", async () => {
    serve([override(GENERAL)]);
    renderWithProviders(<ChannelOverridesSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove override of #general" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this override?" });
    expect(document.activeElement?.textContent).toBe("Cancel");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove override" }));
    expect(
      await screen.findByText("No channel overrides: every channel follows the settings above."),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === "DELETE" && call.url.endsWith(GENERAL))).toBe(true);
  });

  it("offers no changes in a disconnected community", async () => {
    serve([override(GENERAL)]);
    renderWithProviders(<ChannelOverridesSection settings={{ ...settings, status: "disconnected" }} />);
    expect(await screen.findByRole("button", { name: "Edit override of #general" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: "Add a channel override" })).toHaveProperty("disabled", true);
  });
});
