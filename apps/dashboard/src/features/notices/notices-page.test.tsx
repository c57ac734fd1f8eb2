import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeRoute, installFakeApi } from "@/test/fake-api";
import { aNotice, aNoticeList, aNoticePreferences } from "@/test/notices";
import { renderWithProviders } from "@/test/render-with-providers";
import { NO_EMAILS } from "./notice-settings";
import { NoticesScreen } from "./notices-page";

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

const preferences = (changes = {}): FakeRoute => ({
  method: "GET",
  path: "/api/account/notice-preferences",
  reply: () => ({ body: aNoticePreferences(changes) }),
});

const titles = () =>
  within(screen.getByRole("list", { name: "Notices" }))
    .getAllByRole("heading")
    .map((heading) => heading.textContent);

describe("NoticesScreen", () => {
  it("lists every notice a page at a time, filters the unread, and marks one read", async () => {
    const first = aNotice({ title: "First" });
    const second = aNotice({ title: "Second", readAt: "2026-01-01T00:00:00.000Z" });
    const third = aNotice({ title: "Third" });
    api = installFakeApi([
      preferences(),
      {
        method: "GET",
        path: "/api/notices?limit=20",
        reply: () => ({ body: aNoticeList([first, second], { nextCursor: "c2", unread: 2 }) }),
      },
      {
        method: "GET",
        path: "/api/notices?limit=20&cursor=c2",
        reply: () => ({ body: aNoticeList([third], { unread: 2 }) }),
      },
      {
        method: "GET",
        path: "/api/notices?limit=20&unread=true",
        reply: () => ({ body: aNoticeList([first, third]) }),
      },
      { method: "POST", path: "/api/notices/read", reply: () => ({ body: { marked: 1, unread: 1 } }) },
    ]);
    renderWithProviders(<NoticesScreen />);
    await screen.findByRole("list", { name: "Notices" });
    expect(titles()).toEqual(["Unread: First", "Second"]);
    expect(screen.getByText("2 unread.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Show more notices" }));
    await waitFor(() => expect(titles()).toEqual(["Unread: First", "Second", "Unread: Third"]));

    fireEvent.click(screen.getByRole("button", { name: "Mark “Third” read" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ ids: [third.id] }),
    );

    fireEvent.click(screen.getByRole("radio", { name: "Unread" }));
    await waitFor(() => expect(titles()).toEqual(["Unread: First", "Unread: Third"]));
  });

  it("says what shows here when there is nothing yet", async () => {
    api = installFakeApi([
      preferences(),
      { method: "GET", path: "/api/notices?limit=20", reply: () => ({ body: aNoticeList([]) }) },
    ]);
    renderWithProviders(<NoticesScreen />);
    expect(await screen.findByRole("heading", { name: "No notices" })).toBeTruthy();
    expect(
      screen.getByText(
        "When something breaks in a community you run, it shows here with the link that fixes it.",
      ),
    ).toBeTruthy();
  });

  it("saves which kinds are emailed and how", async () => {
    api = installFakeApi([
      preferences(),
      { method: "GET", path: "/api/notices?limit=20", reply: () => ({ body: aNoticeList([]) }) },
      {
        method: "PUT",
        path: "/api/account/notice-preferences",
        reply: ({ body }) => ({ body: { ...aNoticePreferences(), ...(body as object) } }),
      },
    ]);
    renderWithProviders(<NoticesScreen />);
    expect(await screen.findByText("Emails go to owner@example.com.")).toBeTruthy();
    const paused = screen.getByRole("checkbox", { name: "A scheduled post paused after failures" });
    expect(paused.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(paused);
    fireEvent.click(screen.getByRole("checkbox", { name: "An alert could not be delivered" }));
    fireEvent.click(screen.getByRole("radio", { name: /A daily digest/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save notice emails" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
        emailKinds: ["alert_undelivered", "payment_failed"],
        emailSchedule: "daily_digest",
      }),
    );
  });

  it("turns the settings off when the server sends no emails", async () => {
    api = installFakeApi([
      preferences({ emailsAvailable: false }),
      { method: "GET", path: "/api/notices?limit=20", reply: () => ({ body: aNoticeList([]) }) },
    ]);
    renderWithProviders(<NoticesScreen />);
    expect(await screen.findByText(NO_EMAILS)).toBeTruthy();
    for (const checkbox of screen.getAllByRole("checkbox"))
      expect(checkbox.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Save notice emails" }).hasAttribute("disabled")).toBe(true);
  });
});
