import type { ScheduledPost, ScheduledPostList } from "@chartbot/contracts/scheduled-posts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADDON_SLUGS } from "@/features/communities/community-addons";
import { formatDateTime } from "@/features/format/format";
import { activeAddon, communitySettings } from "@/test/community-settings";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { aScheduledPost } from "@/test/scheduled-posts";
import { ScheduledPostsSection } from "./scheduled-posts-section";

const settings = communitySettings({
  addons: [activeAddon(ADDON_SLUGS.scheduledPosting, "Scheduled Posting")],
});
const base = `/api/communities/${settings.id}/scheduled-posts`;

const post = (changes: Partial<ScheduledPost>): ScheduledPost =>
  aScheduledPost({
    arguments: "BTCUSD",
    timeZone: "America/New_York",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...changes,
  });

/** Three hourly runs from `first`, as the API lists them. */
const hourly = (first: string) => {
  const runs = [0, 1, 2].map((n) => new Date(Date.parse(first) + n * 3_600_000).toISOString());
  return { nextRunAt: first, nextRunTimes: runs };
};

const PAUSE_REASON = "Paused after 3 failed runs in a row: Missing Access in #signals";
const paused = post({
  arguments: "ETHUSD",
  lastRunAt: "2026-11-25T09:00:00.000Z",
  lastOutcome: "failed",
  lastFailureReason: "Missing Access in #signals",
  consecutiveFailures: 3,
  pausedAt: "2026-11-25T09:00:01.000Z",
  pauseReason: PAUSE_REASON,
});
const failing = post({
  arguments: "SOLUSD",
  lastRunAt: "2026-11-25T09:30:00.000Z",
  lastOutcome: "failed",
  lastFailureReason: "Unknown Channel",
  consecutiveFailures: 1,
  ...hourly("2026-11-25T10:30:00.000Z"),
});
const delivered = post({
  arguments: "BTCUSD",
  lastRunAt: "2026-11-25T09:45:00.000Z",
  lastOutcome: "delivered",
  ...hourly("2026-11-25T10:45:00.000Z"),
});
const fresh = post({ arguments: "XRPUSD", ...hourly("2026-11-25T10:05:00.000Z") });

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

/** Serves the posts; a PATCH pauses or resumes one as the API would, or answers `refusal` when given. */
function serve(posts: ScheduledPost[], refusal?: FakeReply) {
  let current = posts;
  const change = (item: ScheduledPost, pause: boolean): ScheduledPost =>
    pause
      ? { ...item, pausedAt: "2026-11-25T10:00:00.000Z", nextRunAt: null, nextRunTimes: [] }
      : {
          ...item,
          pausedAt: null,
          pauseReason: null,
          consecutiveFailures: 0,
          ...hourly("2026-11-25T11:00:00.000Z"),
        };
  api = installFakeApi([
    {
      method: "GET",
      path: base,
      reply: () => ({ body: { scheduledPosts: current, limit: 100 } satisfies ScheduledPostList }),
    },
    {
      method: "PATCH",
      path: new RegExp(`^${base}/`),
      reply: ({ body, url }) => {
        if (refusal) return refusal;
        const { paused: pause } = body as { paused: boolean };
        current = current.map((item) => (url.endsWith(item.id) ? change(item, pause) : item));
        return { body: current.find((item) => url.endsWith(item.id)) };
      },
    },
  ]);
}

const row = (command: string) => {
  const found = screen.getAllByRole("listitem").find((item) => item.textContent?.includes(command));
  if (!found) throw new Error(`No row for ${command}`);
  return found;
};

describe("ScheduledPostsSection: what the bot reported", () => {
  it("shows each post's last run, next run, failures in a row, and a paused post's reason", async () => {
    serve([paused, failing, delivered, fresh]);
    renderWithProviders(<ScheduledPostsSection settings={settings} />);
    await screen.findByRole("list", { name: "Scheduled posts" });

    const pausedRow = row("c ETHUSD");
    expect(within(pausedRow).getByText("Paused")).toBeTruthy();
    expect(within(pausedRow).getByText(PAUSE_REASON)).toBeTruthy();
    expect(within(pausedRow).getByText("Failed")).toBeTruthy();
    expect(within(pausedRow).queryByText(/Next run/)).toBeNull();
    expect(within(pausedRow).queryByRole("list", { name: /Next runs/ })).toBeNull();
    expect(within(pausedRow).getByRole("button", { name: "Resume scheduled post c ETHUSD" })).toBeTruthy();

    const failingRow = row("c SOLUSD");
    expect(failingRow.textContent).toContain(`Last run ${formatDateTime(failing.lastRunAt)}`);
    expect(within(failingRow).getByText("Unknown Channel")).toBeTruthy();
    expect(failingRow.textContent).toContain("1 of 3 failed runs in a row: it pauses after 3.");
    // 10:30Z is 05:30 in New York (EST), the post's zone.
    const failingRuns = within(failingRow).getByRole("list", { name: "Next runs (America/New_York):" });
    expect(
      within(failingRuns)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Wed, Nov 25, 05:30 EST", "Wed, Nov 25, 06:30 EST", "Wed, Nov 25, 07:30 EST"]);
    expect(within(failingRow).queryByText("Paused")).toBeNull();

    const deliveredRow = row("c BTCUSD");
    expect(within(deliveredRow).getByText("Delivered")).toBeTruthy();
    expect(deliveredRow.textContent).not.toContain("failed runs");
    expect(within(deliveredRow).getByRole("button", { name: "Pause scheduled post c BTCUSD" })).toBeTruthy();

    const freshRow = row("c XRPUSD");
    expect(within(freshRow).getByText("Not run yet.")).toBeTruthy();
    expect(freshRow.textContent).toContain("Wed, Nov 25, 05:05 EST");
  });

  it("shows each post's zone, days, start time and holiday skipping, and says when it would never run", async () => {
    const tokyo = post({
      arguments: "NIKKEI",
      timeZone: "Asia/Tokyo",
      days: ["mon", "wed", "fri"],
      startTime: "09:00",
      periodMinutes: 1440,
      skipHolidays: true,
      nextRunAt: "2026-11-27T00:00:00.000Z",
      nextRunTimes: ["2026-11-27T00:00:00.000Z", "2026-11-30T00:00:00.000Z", "2026-12-02T00:00:00.000Z"],
    });
    const never = post({ arguments: "NEVER", days: ["sun"], timeZone: "Asia/Tokyo", marketHoursOnly: true });
    serve([tokyo, never]);
    renderWithProviders(<ScheduledPostsSection settings={settings} />);
    await screen.findByRole("list", { name: "Scheduled posts" });
    const tokyoRow = row("c NIKKEI");
    expect(tokyoRow.textContent).toContain("once a day at 09:00, Mon, Wed, Fri (Asia/Tokyo)");
    expect(within(tokyoRow).getByText("Skips US market holidays")).toBeTruthy();
    const runs = within(tokyoRow).getByRole("list", { name: "Next runs (Asia/Tokyo):" });
    expect(
      within(runs)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Fri, Nov 27, 09:00 GMT+9", "Mon, Nov 30, 09:00 GMT+9", "Wed, Dec 2, 09:00 GMT+9"]);
    expect(
      within(tokyoRow).getAllByRole("listitem")[0]?.querySelector("time")?.getAttribute("datetime"),
    ).toBe("2026-11-27T00:00:00.000Z");
    expect(row("c NEVER").textContent).toContain("No run in the coming year");
  });

  it("resumes a paused post with paused: false and shows it running again", async () => {
    serve([paused]);
    renderWithProviders(<ScheduledPostsSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Resume scheduled post c ETHUSD" }));
    expect(await screen.findByRole("button", { name: "Pause scheduled post c ETHUSD" })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([
      { method: "PATCH", url: `${base}/${paused.id}`, body: { paused: false } },
    ]);
    expect(screen.queryByText(PAUSE_REASON)).toBeNull();
    expect(await screen.findByText("Scheduled post resumed")).toBeTruthy();
  });

  it("pauses a running post with paused: true, keeping the focus on its button", async () => {
    serve([delivered]);
    renderWithProviders(<ScheduledPostsSection settings={settings} />);
    const pause = await screen.findByRole("button", { name: "Pause scheduled post c BTCUSD" });
    pause.focus();
    fireEvent.click(pause);
    fireEvent.click(pause);
    expect(document.activeElement).toBe(pause);
    expect(await screen.findByRole("button", { name: "Resume scheduled post c BTCUSD" })).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ paused: true });
    expect(screen.getByText(/Paused\. Chartbot does not post it until it is resumed\./)).toBeTruthy();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Resume scheduled post c BTCUSD");
    expect(api.calls.filter((call) => call.method === "PATCH")).toHaveLength(1);
  });

  it("says so when the API refuses to resume, and keeps the post paused", async () => {
    serve([paused], apiErrorReply(403, "addon_required", "Scheduled Posting is not active here."));
    renderWithProviders(<ScheduledPostsSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Resume scheduled post c ETHUSD" }));
    expect(await screen.findByText("Could not resume the scheduled post")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Resume scheduled post c ETHUSD" })).toBeTruthy(),
    );
    expect(screen.getByText(PAUSE_REASON)).toBeTruthy();
  });

  it("cannot pause or resume while Scheduled Posting is not active in the community", async () => {
    serve([paused]);
    renderWithProviders(<ScheduledPostsSection settings={communitySettings()} />);
    const resume = await screen.findByRole("button", { name: "Resume scheduled post c ETHUSD" });
    expect((resume as HTMLButtonElement).disabled).toBe(true);
  });
});
