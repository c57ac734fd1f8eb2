import type { Alert, AlertPage, AlertStatus } from "@chartbot/contracts/alerts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { anAlert } from "@/test/alerts";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { AlertList } from "./alert-list";

const alert = (ticker: string, status: AlertStatus): Alert => anAlert({ ticker, symbolId: ticker, status });

// The API counts every alert, loaded or not: 2 open alerts on the first page, 6 in all.
const counts = { active: 4, paused: 2, triggered: 3, canceled: 0, expired: 1 };
const page = (items: Alert[], nextCursor: string | null = null): FakeReply => ({
  body: { items, nextCursor, counts } satisfies AlertPage,
});

/** A reply the test sends when it chooses. */
function held() {
  let send: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => (send = resolve));
  return { reply, send };
}

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

/** The first page of each list (two of each, with more to come unless given), and the next history page. */
function serve(
  secondHistoryPage: () => FakeReply | Promise<FakeReply>,
  lists: { open: FakeReply; closed: FakeReply } = {
    open: page([alert("OPEN1", "active"), alert("OPEN2", "paused")], "open-2"),
    closed: page([alert("PAST1", "triggered"), alert("PAST2", "expired")], "closed-2"),
  },
) {
  api = installFakeApi([
    {
      method: "GET",
      path: "/api/subscriptions",
      reply: () => ({ body: { paymentsConfigured: true, addons: [], subscriptions: [] } }),
    },
    { method: "GET", path: "/api/alerts?status=open", reply: () => lists.open },
    { method: "GET", path: "/api/alerts?status=closed", reply: () => lists.closed },
    { method: "GET", path: "/api/alerts?status=closed&cursor=closed-2", reply: secondHistoryPage },
  ]);
}

const history = () => screen.getByRole("list", { name: "Triggered, canceled and expired alerts" });
const markets = (list: HTMLElement) =>
  within(list)
    .getAllByRole("heading")
    .map((heading) => heading.textContent);

describe("AlertList", () => {
  it("shows the first page of each list, with the count the API gives rather than the alerts loaded", async () => {
    serve(() => page([]));
    renderWithProviders(<AlertList />);
    expect(await screen.findByText(/6 of 5 active or paused alerts used/)).toBeTruthy();
    expect(markets(screen.getByRole("list", { name: "Active and paused alerts" }))).toEqual([
      "OPEN1",
      "OPEN2",
    ]);
    expect(markets(history())).toEqual(["PAST1", "PAST2"]);
    expect(screen.getByRole("button", { name: "Show more active and paused alerts" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show more past alerts" })).toBeTruthy();
  });

  it("says why an open channel alert is on hold and what gives it back; a closed one shows no hold", async () => {
    const channel = {
      delivery: "channel",
      communityId: crypto.randomUUID(),
      channelId: "940000000000000001",
    };
    serve(() => page([]), {
      open: page([
        { ...alert("HELD", "active"), ...channel, heldReason: "not_server_manager" } as Alert,
        alert("FREE", "active"),
      ]),
      closed: page([{ ...alert("DONE", "triggered"), ...channel, heldReason: "addon_lapsed" } as Alert]),
    });
    renderWithProviders(<AlertList />);
    const open = await screen.findByRole("list", { name: "Active and paused alerts" });
    const [heldRow, freeRow] = within(open).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(heldRow).getByText("On hold")).toBeTruthy();
    expect(
      within(heldRow).getByText(
        "On hold: Discord says you no longer manage this server. It resumes when you have Manage Server again.",
      ),
    ).toBeTruthy();
    expect(within(freeRow).queryByText("On hold")).toBeNull();
    await waitFor(() => expect(markets(history())).toEqual(["DONE"]));
    expect(within(history()).queryByText(/On hold/)).toBeNull();
  });

  it("loads the next page on Show more: busy but focusable meanwhile, then focus on the first new alert", async () => {
    const next = held();
    serve(() => next.reply);
    renderWithProviders(<AlertList />);
    const button = await screen.findByRole("button", { name: "Show more past alerts" });
    button.focus();
    fireEvent.click(button);

    const busy = await screen.findByRole("button", { name: "Loading more past alerts…" });
    expect(busy).toBe(button);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect((busy as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(busy);
    expect(screen.getAllByRole("status").some((s) => s.textContent === "Loading more past alerts…")).toBe(
      true,
    );
    // A second press while loading asks for nothing more.
    fireEvent.click(busy);

    next.send(page([alert("PAST3", "canceled"), alert("PAST4", "triggered")]));
    await waitFor(() => expect(markets(history())).toEqual(["PAST1", "PAST2", "PAST3", "PAST4"]));
    const third = within(history()).getAllByRole("listitem")[2];
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(screen.getAllByRole("status").some((s) => s.textContent === "2 more past alerts shown.")).toBe(
      true,
    );
    expect(screen.queryByRole("button", { name: "Show more past alerts" })).toBeNull();
    expect(api.calls.filter((call) => call.url === "/api/alerts?status=closed&cursor=closed-2")).toHaveLength(
      1,
    );
  });

  it("keeps the button and says why when the next page fails, and loads it on the next press", async () => {
    let fail = true;
    serve(() =>
      fail
        ? apiErrorReply(503, "database_unavailable", "The database is not reachable right now.")
        : page([alert("PAST3", "canceled")]),
    );
    renderWithProviders(<AlertList />);
    fireEvent.click(await screen.findByRole("button", { name: "Show more past alerts" }));
    expect(await screen.findByText("Could not load more past alerts")).toBeTruthy();
    expect(screen.getByText("The database is not reachable right now.")).toBeTruthy();
    expect(markets(history())).toEqual(["PAST1", "PAST2"]);

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Show more past alerts" }));
    await waitFor(() => expect(markets(history())).toEqual(["PAST1", "PAST2", "PAST3"]));
    expect(screen.queryByText("Could not load more past alerts")).toBeNull();
  });
});

describe("AlertList: edit, Send test, filters and sort", () => {
  const percentMove: Alert = {
    ...alert("MOVE", "active"),
    placement: "percent_move",
    level: null,
    percent: 5,
    window: "24h",
    delivery: "webhook",
    webhookUrl: "https://hooks.example.com/secret/path",
    test: {
      id: crypto.randomUUID(),
      status: "failed",
      requestedAt: "2025-03-01T10:00:00.000Z",
      reportedAt: "2025-03-01T10:00:02.000Z",
      failureReason: "HTTP 410",
    },
  };

  function serveView() {
    api = installFakeApi([
      {
        method: "GET",
        path: "/api/subscriptions",
        reply: () => ({ body: { paymentsConfigured: true, addons: [], subscriptions: [] } }),
      },
      { method: "GET", path: /^\/api\/alerts\?status=open/, reply: () => page([percentMove]) },
      { method: "GET", path: /^\/api\/alerts\?status=closed/, reply: () => page([]) },
      {
        method: "POST",
        path: `/api/alerts/${percentMove.id}/test`,
        reply: () => ({
          status: 202,
          body: { ...percentMove.test, status: "pending", failureReason: null, reportedAt: null },
        }),
      },
    ]);
  }

  it("describes the condition, the webhook by its host only and the last test; Edit hands the alert over", async () => {
    serveView();
    const edited: Alert[] = [];
    renderWithProviders(<AlertList onEdit={(picked) => edited.push(picked)} />);
    const row = (await screen.findByRole("heading", { name: /MOVE/ })).closest("li") as HTMLElement;
    expect(within(row).getByText("Moves 5 % within 24 hours")).toBeTruthy();
    expect(within(row).getByText(/To the webhook at hooks\.example\.com/)).toBeTruthy();
    expect(row.textContent).not.toContain("secret/path");
    expect(within(row).getByText(/^Test failed: HTTP 410/)).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Edit alert for MOVE" }));
    expect(edited.map((picked) => picked.id)).toEqual([percentMove.id]);
  });

  it("asks the API for a test of the alert on Send test", async () => {
    serveView();
    renderWithProviders(<AlertList />);
    fireEvent.click(await screen.findByRole("button", { name: "Send test: alert for MOVE" }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === "POST" && call.url.endsWith(`/${percentMove.id}/test`)),
      ).toBe(true),
    );
  });

  it("reads the list again with the chosen condition, delivery and order", async () => {
    serveView();
    renderWithProviders(<AlertList />);
    await screen.findByRole("heading", { name: /MOVE/ });
    fireEvent.change(screen.getByRole("combobox", { name: "Condition" }), {
      target: { value: "percent_move" },
    });
    fireEvent.change(screen.getByRole("combobox", { name: "Sent to" }), { target: { value: "webhook" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "level" } });
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.url.includes("status=open") &&
            call.url.includes("condition=percent_move") &&
            call.url.includes("delivery=webhook") &&
            call.url.includes("sort=level"),
        ),
      ).toBe(true),
    );
  });
});
