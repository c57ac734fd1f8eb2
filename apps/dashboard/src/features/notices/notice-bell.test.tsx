import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { aNotice, aNoticeList } from "@/test/notices";
import { renderWithProviders } from "@/test/render-with-providers";
import { NoticeBell } from "./notice-bell";

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

const LIST = "/api/notices?limit=6";

describe("NoticeBell", () => {
  it("names the unread count, and opens the latest notices with their fix links", async () => {
    const paused = aNotice();
    const paid = aNotice({
      kind: "payment_failed",
      communityId: null,
      communityName: null,
      title: "A payment failed",
      message: "Your card was declined.",
      fixPath: "/subscriptions",
      fixLabel: "Update the card",
      readAt: "2026-01-01T00:00:00.000Z",
    });
    api = installFakeApi([
      { method: "GET", path: LIST, reply: () => ({ body: aNoticeList([paused, paid], { unread: 3 }) }) },
      { method: "POST", path: "/api/notices/read", reply: () => ({ body: { marked: 1, unread: 2 } }) },
    ]);
    renderWithProviders(<NoticeBell />);
    // The first test waits for the panel's module to load (it is transformed on first use).
    const bell = await screen.findByRole("button", { name: "Notices, 3 unread" }, { timeout: 10_000 });
    expect(bell.textContent).toBe("3");

    fireEvent.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Notices" });
    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("Unread: A scheduled post paused");
    expect(items[0]?.textContent).toContain("Satoshi's Trading Floor · 5 minutes ago");
    expect(items[1]?.textContent).not.toContain("Unread");
    expect(within(panel).getByRole("link", { name: "All notices" }).getAttribute("href")).toBe(
      "/account/notices",
    );

    // Following an unread notice's fix link marks it read; a read one sends nothing.
    const resume = within(panel).getByRole("link", { name: "Resume the post" });
    expect(resume.getAttribute("href")).toBe(paused.fixPath);
    resume.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(resume);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
        { ids: [paused.id] },
      ]),
    );
  });

  it("marks all as read", async () => {
    let unread = 1;
    api = installFakeApi([
      {
        method: "GET",
        path: LIST,
        reply: () => ({ body: aNoticeList([aNotice({ readAt: unread ? null : "2026-01-01T00:00:00Z" })]) }),
      },
      {
        method: "POST",
        path: "/api/notices/read",
        reply: () => {
          unread = 0;
          return { body: { marked: 1, unread: 0 } };
        },
      },
    ]);
    renderWithProviders(<NoticeBell />);
    fireEvent.click(await screen.findByRole("button", { name: "Notices, 1 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Notices" });
    fireEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    await screen.findByRole("button", { name: "Notices" });
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ all: true });
  });

  it("shows no badge at 0, and says when there is nothing", async () => {
    api = installFakeApi([{ method: "GET", path: LIST, reply: () => ({ body: aNoticeList([]) }) }]);
    renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const bell = await screen.findByRole("button", { name: "Notices" });
    expect(bell.textContent).toBe("");
    fireEvent.click(bell);
    const panel = await screen.findByRole("dialog", { name: "Notices" });
    expect(panel.textContent).toContain("No notices.");
    expect(within(panel).queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });
});
