import type { CreateLayoutBody, Layout, LayoutList } from "@chartbot/contracts/layouts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADDON_SLUGS } from "@/features/communities/community-addons";
import { aLayout } from "@/test/communities-layouts";
import { activeAddon, communitySettings } from "@/test/community-settings";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { LayoutsSection } from "./layouts-section";

const settings = communitySettings({
  addons: [activeAddon(ADDON_SLUGS.layouts, "TradingView Layouts")],
});
const base = `/api/communities/${settings.id}/layouts`;
const URL_2 = "https://www.tradingview.com/chart/EfGh5678/";

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

/** Serves the layouts and changes them as the API would; a DELETE answers `deleteReply` when given. */
function serve(layouts: Layout[], deleteReply?: FakeReply) {
  let current = layouts;
  api = installFakeApi([
    {
      method: "GET",
      path: base,
      reply: () => ({ body: { layouts: current, limit: 25 } satisfies LayoutList }),
    },
    {
      method: "POST",
      path: base,
      reply: ({ body }) => {
        const created = aLayout(body as CreateLayoutBody);
        current = [...current, created];
        return { status: 201, body: created };
      },
    },
    {
      method: "PATCH",
      path: new RegExp(`^${base}/`),
      reply: ({ body, url }) => {
        current = current.map((item) =>
          url.endsWith(item.id) ? { ...item, ...(body as Partial<Layout>) } : item,
        );
        return { body: current.find((item) => url.endsWith(item.id)) };
      },
    },
    {
      method: "DELETE",
      path: new RegExp(`^${base}/`),
      reply: ({ url }) => {
        if (deleteReply) return deleteReply;
        current = current.filter((item) => !url.endsWith(item.id));
        return { status: 204 };
      },
    },
    { method: "GET", path: "/api/communities", reply: () => ({ body: { communities: [] } }) },
  ]);
}

describe("LayoutsSection", () => {
  it("adds a layout with a POST to the community's layouts, then lists it", async () => {
    serve([]);
    renderWithProviders(<LayoutsSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Add a layout" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a TradingView layout" });
    fireEvent.change(within(dialog).getByLabelText(/Label/), { target: { value: "ETH weekly" } });
    fireEvent.change(within(dialog).getByLabelText(/TradingView chart URL/), { target: { value: URL_2 } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add layout" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.filter((call) => call.method !== "GET")).toEqual([
      { method: "POST", url: base, body: { label: "ETH weekly", url: URL_2, theme: "dark", wide: false } },
    ]);
    const list = await screen.findByRole("list", { name: "TradingView layouts" });
    expect(within(list).getByText("ETH weekly")).toBeTruthy();
    expect(await screen.findByText("Layout “ETH weekly” saved")).toBeTruthy();
  });

  it("edits a layout with a PATCH of that layout", async () => {
    const layout = aLayout();
    serve([layout]);
    renderWithProviders(<LayoutsSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit layout BTC daily" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit layout" });
    fireEvent.change(within(dialog).getByLabelText(/Label/), { target: { value: "BTC weekly" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save layout" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.filter((call) => call.method !== "GET")).toEqual([
      {
        method: "PATCH",
        url: `${base}/${layout.id}`,
        body: { label: "BTC weekly", url: layout.url, theme: "dark", wide: false },
      },
    ]);
    expect(await screen.findByText("BTC weekly")).toBeTruthy();
  });

  it("deletes a layout after a confirmation", async () => {
    const layout = aLayout();
    serve([layout, aLayout({ label: "ETH daily" })]);
    renderWithProviders(<LayoutsSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete layout BTC daily" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the layout “BTC daily”?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete layout" }));
    await waitFor(() => expect(screen.queryByText("BTC daily")).toBeNull());
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      `${base}/${layout.id}`,
    ]);
    expect(await screen.findByText("Layout “BTC daily” deleted")).toBeTruthy();
  });

  it("puts a layout back when the API refuses to delete it", async () => {
    serve([aLayout()], apiErrorReply(500, "internal_error", "Boom."));
    renderWithProviders(<LayoutsSection settings={settings} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete layout BTC daily" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete layout" }));
    expect(await screen.findByText("Could not delete the layout")).toBeTruthy();
    expect(await screen.findByText("BTC daily")).toBeTruthy();
  });
});
