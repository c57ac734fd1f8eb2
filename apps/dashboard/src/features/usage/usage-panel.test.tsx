import type { Usage } from "@chartbot/contracts/usage";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { UsagePanel } from "./usage-panel";

const id = "00000000-0000-4000-8000-000000000001";
const zero = {
  commandsAnswered: 0,
  relayMessagesPosted: 0,
  postsOnTime: 0,
  postsLate: 0,
  postsFailed: 0,
  alertsDelivered: 0,
  alertsFailed: 0,
  satelliteHoursUp: 0,
  satelliteHoursExpected: 0,
};
function usage(days: 7 | 30): Usage {
  const daily = Array.from({ length: days }, (_, index) => ({
    ...zero,
    date: new Date(Date.UTC(2026, 10, 30 - days + 1 + index)).toISOString().slice(0, 10),
  }));
  const last = daily[days - 1];
  if (last) Object.assign(last, { postsOnTime: 1396, postsLate: 6, commandsAnswered: 42 });
  return {
    days,
    from: `${daily[0]?.date}T00:00:00.000Z`,
    to: "2026-11-30T12:00:00.000Z",
    daily,
    totals: { ...zero, postsOnTime: 1396, postsLate: 6, commandsAnswered: 42 },
    commands: [{ command: "c", count: 42 }],
  };
}

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

describe("UsagePanel", () => {
  it("says what each add-on did, and reads the other period when asked", async () => {
    api = installFakeApi([
      {
        method: "GET",
        path: new RegExp(`^/api/communities/${id}/usage\\?`),
        reply: (request) => ({ body: usage(request.url.includes("days=30") ? 30 : 7) }),
      },
    ]);
    renderWithProviders(<UsagePanel communityId={id} communityName="Lounge" />);
    const list = await screen.findByRole("list", { name: "What the add-ons did in Lounge" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Scheduled Posting: 1,402 posts, 99.5 % on time",
      "Price Alerts: 0 alerts sent",
      "Price Satellite Bots: no satellites yet",
      "Commands: 42 answered",
      "Webhook relays: 0 messages posted",
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "Last 30 days" }));
    await waitFor(() => expect(api.calls.some((call) => call.url.includes("days=30"))).toBe(true));
  });
});
