import type { Alert } from "@chartbot/contracts/alerts";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { anAlert } from "@/test/alerts";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { useAlertToEdit } from "./use-alert-to-edit";

const open = anAlert({ ticker: "BTCUSD", symbolId: "BTCUSD", status: "active" });
const closed = anAlert({ ticker: "ETHUSD", symbolId: "ETHUSD", status: "triggered" });

let api: ReturnType<typeof installFakeApi>;
afterEach(() => {
  api.restore();
  window.history.replaceState(null, "", "/account/alerts");
});

function Probe({ opened }: { opened: Alert[] }) {
  useAlertToEdit((alert) => opened.push(alert));
  return null;
}

function serve() {
  api = installFakeApi([
    { method: "GET", path: `/api/alerts/${open.id}`, reply: () => ({ body: open }) },
    { method: "GET", path: `/api/alerts/${closed.id}`, reply: () => ({ body: closed }) },
  ]);
}

describe("useAlertToEdit", () => {
  it("opens the open alert the address names", async () => {
    serve();
    window.history.replaceState(null, "", `/account/alerts?edit=${open.id}`);
    const opened: Alert[] = [];
    renderWithProviders(<Probe opened={opened} />);
    await waitFor(() => expect(opened.map((alert) => alert.id)).toEqual([open.id]));
  });

  it("leaves a closed alert in the list (it has no edit view), and ignores an address that names none", async () => {
    serve();
    window.history.replaceState(null, "", `/account/alerts?edit=${closed.id}`);
    const opened: Alert[] = [];
    renderWithProviders(<Probe opened={opened} />);
    await waitFor(() => expect(api.calls.some((call) => call.url === `/api/alerts/${closed.id}`)).toBe(true));
    expect(opened).toEqual([]);

    window.history.replaceState(null, "", "/account/alerts?edit=not-an-id");
    renderWithProviders(<Probe opened={opened} />);
    expect(api.calls.filter((call) => call.url.includes("not-an-id"))).toEqual([]);
  });
});
