import type { AuditLogEntry, AuditLogPage } from "@chartbot/contracts/audit-log";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/features/format/format";
import { communitySettings } from "@/test/community-settings";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { AuditLogSection } from "./audit-log-section";

const settings = communitySettings({
  tickerModes: [
    { value: "traditional", label: "Traditional", help: "" },
    { value: "crypto", label: "Crypto", help: "" },
  ],
});
const base = `/api/communities/${settings.id}`;
const entry = (n: number, changes: Partial<AuditLogEntry> = {}): AuditLogEntry =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    at: `2026-11-25T10:0${n}:00.000Z`,
    actor: { accountId: "00000000-0000-4000-8000-0000000000aa", name: "Ada Admin", apiToken: null },
    revertOf: null,
    setting: "tickerMode",
    channelId: null,
    subjectId: null,
    before: "traditional",
    after: "crypto",
    ...changes,
  }) as AuditLogEntry;

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

function serve(entries: AuditLogEntry[], revertReply?: FakeReply) {
  let current = entries;
  api = installFakeApi([
    {
      method: "GET",
      path: `${base}/audit-log`,
      reply: () => ({ body: { items: current, nextCursor: null } satisfies AuditLogPage }),
    },
    { method: "GET", path: `${base}/channels`, reply: () => apiErrorReply(502, "upstream_failed", "Down.") },
    {
      method: "POST",
      path: new RegExp(`^${base}/audit-log/.+/revert$`),
      reply: ({ url }) => {
        if (revertReply) return revertReply;
        const reverted = current.find((item) => url.includes(item.id));
        const created = entry(9, {
          revertOf: reverted?.id ?? null,
          before: reverted?.after,
          after: reverted?.before,
        } as Partial<AuditLogEntry>);
        current = [created, ...current];
        return { status: 201, body: created };
      },
    },
  ]);
}

describe("AuditLogSection", () => {
  it("says when nothing was changed yet", async () => {
    serve([]);
    renderWithProviders(<AuditLogSection settings={settings} />);
    expect(await screen.findByRole("heading", { name: "No changes yet" })).toBeTruthy();
  });

  it("shows a failure with a retry when the log cannot be read", async () => {
    api = installFakeApi([
      { method: "GET", path: `${base}/audit-log`, reply: () => apiErrorReply(500, "internal", "Boom.") },
    ]);
    renderWithProviders(<AuditLogSection settings={settings} />);
    expect(await screen.findByText("Could not load the audit log")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Retry|Try again/ })).toBeTruthy();
  });

  it("lists who changed which setting when, before and after in words", async () => {
    serve([
      entry(2, {
        setting: "autoDeleteMinutes",
        before: null,
        after: 15,
        actor: { accountId: null, name: null, apiToken: null },
      }),
      entry(1),
    ]);
    renderWithProviders(<AuditLogSection settings={settings} />);
    const list = await screen.findByRole("list", { name: "Audit log" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first?.textContent).toContain("Auto-delete of the bot's messages");
    expect(first?.textContent).toContain("Off → After 15 minutes");
    expect(first?.textContent).toContain("A deleted account");
    expect(second?.textContent).toContain("Ticker parsing mode");
    expect(second?.textContent).toContain("Traditional → Crypto");
    expect(second?.textContent).toContain(`Ada Admin · ${formatDateTime("2026-11-25T10:01:00.000Z")}`);
  });

  it("reverts a change after a confirmation, then moves focus to the new entry", async () => {
    serve([entry(1)]);
    renderWithProviders(<AuditLogSection settings={settings} />);
    fireEvent.click(
      await screen.findByRole("button", { name: "Revert: Ticker parsing mode, Traditional → Crypto" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Revert this change?" });
    expect(dialog.textContent).toContain("Ticker parsing mode goes back to: Traditional.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revert change" }));
    const list = screen.getByRole("list", { name: "Audit log" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      `${base}/audit-log/${entry(1).id}/revert`,
    ]);
    const [created, original] = within(list).getAllByRole("listitem");
    await waitFor(() => expect(document.activeElement).toBe(created));
    expect(created?.textContent).toContain("Crypto → Traditional");
    expect(within(original as HTMLElement).getByText("Reverted")).toBeTruthy();
    expect(within(original as HTMLElement).queryByRole("button", { name: /Revert/ })).toBeNull();
  });

  it("says why a revert was refused", async () => {
    serve(
      [entry(1)],
      apiErrorReply(
        409,
        "conflict",
        "This setting has been changed again since this entry, so it cannot be reverted.",
      ),
    );
    renderWithProviders(<AuditLogSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: /^Revert:/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Revert change" }));
    expect(await screen.findByText("Could not revert the change")).toBeTruthy();
    expect(screen.getByText(/changed again since this entry/)).toBeTruthy();
  });

  it("shows no Revert button for a kind that is never reverted, and says why", async () => {
    serve([
      entry(1, {
        setting: "slotAssignment",
        subjectId: "00000000-0000-4000-8000-0000000000bb",
        before: { addon: "Price Satellite Bots", slots: 1 },
        after: { addon: "Price Satellite Bots", slots: 0 },
      } as Partial<AuditLogEntry>),
    ]);
    renderWithProviders(<AuditLogSection settings={settings} />);
    const list = await screen.findByRole("list", { name: "Audit log" });
    const [row] = within(list).getAllByRole("listitem");
    expect(row?.textContent).toContain("Add-on slots");
    expect(row?.textContent).toContain("1 Price Satellite Bots slot → 0 Price Satellite Bots slots");
    expect(row?.textContent).toContain("Not revertable: Slot assignments are billing");
    expect(within(row as HTMLElement).queryByRole("button", { name: /Revert/ })).toBeNull();
  });
});
