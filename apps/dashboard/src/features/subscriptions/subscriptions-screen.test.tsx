import type { SubscriptionsOverview } from "@chartbot/contracts/subscriptions";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorReply, type FakeRoute, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { aCommunitySlot, anAddonOffer, aSubscription, aSubscriptionsOverview } from "@/test/subscriptions";
import { SubscriptionsScreen } from "./subscriptions-screen";

const navigation = vi.hoisted(() => ({ search: "", replace: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => "/subscriptions",
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), prefetch: vi.fn() }),
}));

const catalogue = [
  anAddonOffer("advanced-charting", "Advanced Charting"),
  anAddonOffer("scheduled-posting", "Scheduled Posting"),
  anAddonOffer("price-alerts", "Price Alerts", "account"),
];

let api: ReturnType<typeof installFakeApi>;

function serve(page: Partial<SubscriptionsOverview>, extra: FakeRoute[] = []) {
  api = installFakeApi([
    {
      method: "GET",
      path: "/api/subscriptions",
      reply: () => ({ body: aSubscriptionsOverview({ addons: catalogue, ...page }) }),
    },
    { method: "GET", path: "/api/communities", reply: () => ({ body: { communities: [] } }) },
    {
      method: "GET",
      path: "/api/payments/invoices",
      reply: () => ({ body: { invoices: [], hasMore: false } }),
    },
    { method: "GET", path: "/api/payments/billing-email", reply: () => ({ body: { email: null } }) },
    ...extra,
  ]);
}

beforeEach(() => {
  navigation.search = "";
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => api.restore());

const card = (name: string) => screen.getByRole("listitem", { name });

describe("SubscriptionsScreen", () => {
  it("pre-selects the add-on of ?addon=, scrolls to it and focuses its title", async () => {
    navigation.search = "addon=scheduled-posting";
    serve({});
    renderWithProviders(<SubscriptionsScreen />);
    const heading = await screen.findByRole("heading", { name: "Scheduled Posting" });
    const selected = card("Scheduled Posting");
    expect(selected.getAttribute("aria-current")).toBe("true");
    expect(within(selected).getByText("Selected")).toBeTruthy();
    expect(card("Advanced Charting").getAttribute("aria-current")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it("says payments are not available and disables subscribing when Stripe is not configured", async () => {
    navigation.search = "addon=scheduled-posting";
    serve({ paymentsConfigured: false });
    renderWithProviders(<SubscriptionsScreen />);
    expect(await screen.findByText("Payments are not available right now")).toBeTruthy();
    const button = within(card("Scheduled Posting")).getByRole("button", { name: "Start 14-day free trial" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("switches to the same message when checkout answers payments_not_configured", async () => {
    serve({}, [
      {
        method: "POST",
        path: "/api/payments/checkout",
        reply: () => apiErrorReply(503, "payments_not_configured", "Payments are not available right now."),
      },
    ]);
    renderWithProviders(<SubscriptionsScreen />);
    const scheduled = await screen.findByRole("listitem", { name: "Scheduled Posting" });
    fireEvent.change(within(scheduled).getByRole("textbox", { name: "Slots (communities)" }), {
      target: { value: "3" },
    });
    fireEvent.click(within(scheduled).getByRole("button", { name: "Start 14-day free trial" }));
    expect(await screen.findByText("Payments are not available right now")).toBeTruthy();
    // No publishable key in this build: hosted Checkout, the fallback.
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      addon: "scheduled-posting",
      quantity: 3,
      uiMode: "hosted",
    });
    await waitFor(() =>
      expect(
        (within(scheduled).getByRole("button", { name: "Start 14-day free trial" }) as HTMLButtonElement)
          .disabled,
      ).toBe(true),
    );
  });

  it("refuses a quantity above the add-on's maximum before calling the API", async () => {
    serve({});
    renderWithProviders(<SubscriptionsScreen />);
    const scheduled = await screen.findByRole("listitem", { name: "Scheduled Posting" });
    fireEvent.change(within(scheduled).getByRole("textbox", { name: "Slots (communities)" }), {
      target: { value: "51" },
    });
    fireEvent.click(within(scheduled).getByRole("button", { name: "Start 14-day free trial" }));
    expect(await within(scheduled).findByText("Enter a number from 1 to 50.")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows a subscription's status, renewal date and slots instead of the subscribe button", async () => {
    serve({
      subscriptions: [
        aSubscription("scheduled-posting", {
          quantity: 2,
          currentPeriodEnd: "2025-07-04T12:00:00.000Z",
          slots: [aCommunitySlot("Floor")],
        }),
      ],
    });
    renderWithProviders(<SubscriptionsScreen />);
    const scheduled = await screen.findByRole("listitem", { name: "Scheduled Posting" });
    expect(within(scheduled).getByText("Active")).toBeTruthy();
    expect(within(scheduled).getByText(/^Renews on /)).toBeTruthy();
    expect(within(scheduled).getByText(/1 of 2 slots assigned: Floor/)).toBeTruthy();
    expect(within(scheduled).queryByRole("button", { name: /free trial|Subscribe/ })).toBeNull();
    expect(within(scheduled).getByRole("button", { name: "Assign or move slots" })).toBeTruthy();
  });

  it("thanks the user back from a successful checkout", async () => {
    navigation.search = "checkout=success&addon=price-alerts";
    serve({});
    renderWithProviders(<SubscriptionsScreen />);
    expect(await screen.findByText("Thank you: Price Alerts is on its way")).toBeTruthy();
  });
});
