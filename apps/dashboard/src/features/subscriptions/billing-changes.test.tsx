import type { Subscription } from "@chartbot/contracts/subscriptions";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorReply, type FakeRoute, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { aCommunitySlot, anAddonOffer, aSubscription, aSubscriptionsOverview } from "@/test/subscriptions";
import { SubscriptionsScreen } from "./subscriptions-screen";

vi.mock("next/navigation", () => ({
  usePathname: () => "/subscriptions",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn() }),
}));

const charting = anAddonOffer("advanced-charting", "Advanced Charting", "community", {
  tagline: "More charts",
  monthlyPriceCents: 1500,
  price: "$15",
  trialAvailable: false,
});

const floor = aCommunitySlot("Floor");
const subscription = (changes: Partial<Subscription> = {}): Subscription =>
  aSubscription("advanced-charting", {
    id: "11111111-1111-4111-8111-111111111111",
    quantity: 2,
    currentPeriodEnd: "2026-04-01T12:00:00.000Z",
    slots: [floor],
    ...changes,
  });

let api: ReturnType<typeof installFakeApi>;

function serve(subscriptions: Subscription[], extra: FakeRoute[] = []) {
  api = installFakeApi([
    ...extra,
    {
      method: "GET",
      path: "/api/subscriptions",
      reply: () => ({ body: aSubscriptionsOverview({ addons: [charting], subscriptions }) }),
    },
    { method: "GET", path: "/api/communities", reply: () => ({ body: { communities: [] } }) },
    {
      method: "GET",
      path: "/api/payments/invoices",
      reply: () => ({ body: { invoices: [], hasMore: false } }),
    },
    {
      method: "GET",
      path: "/api/payments/billing-email",
      reply: () => ({ body: { email: "me@example.com" } }),
    },
  ]);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => api.restore());

const PATH = "/api/subscriptions/11111111-1111-4111-8111-111111111111";

describe("changing the number of slots", () => {
  it("shows the price of the change before confirming it at the previewed proration date", async () => {
    serve(
      [subscription()],
      [
        {
          method: "POST",
          path: `${PATH}/quantity/preview`,
          reply: ({ body }) => ({
            body: {
              quantity: (body as { quantity: number }).quantity,
              currency: "usd",
              prorationCents: 1250,
              nextInvoiceCents: 7250,
              nextInvoiceAt: "2026-04-01T12:00:00.000Z",
              prorationDate: 1_800_000_000,
            },
          }),
        },
        { method: "PUT", path: `${PATH}/quantity`, reply: () => ({ body: subscription({ quantity: 4 }) }) },
      ],
    );
    renderWithProviders(<SubscriptionsScreen />);
    const card = await screen.findByRole("listitem", { name: "Advanced Charting" });
    fireEvent.click(within(card).getByRole("button", { name: "Change number of slots" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Advanced Charting slots" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Slots" }), { target: { value: "4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Preview price" }));

    expect(
      await within(dialog).findByText("$12.50 for the rest of this period is added to your next invoice."),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^Next invoice on .*: \$72\.50\.$/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm 4 slots" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
        quantity: 4,
        prorationDate: 1_800_000_000,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks for a new preview when the number changes after one, and shows the API's refusal", async () => {
    serve(
      [subscription()],
      [
        {
          method: "POST",
          path: `${PATH}/quantity/preview`,
          reply: () =>
            apiErrorReply(409, "slots_in_use", "2 Advanced Charting slots are assigned to communities."),
        },
      ],
    );
    renderWithProviders(<SubscriptionsScreen />);
    const card = await screen.findByRole("listitem", { name: "Advanced Charting" });
    fireEvent.click(within(card).getByRole("button", { name: "Change number of slots" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Advanced Charting slots" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Slots" }), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Preview price" }));
    expect(
      await within(dialog).findByText("2 Advanced Charting slots are assigned to communities."),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /Confirm/ })).toBeNull();
  });
});

describe("cancelling and resuming", () => {
  it("cancels at period end after a confirmation", async () => {
    serve(
      [subscription()],
      [{ method: "POST", path: `${PATH}/cancel`, reply: () => ({ body: subscription() }) }],
    );
    renderWithProviders(<SubscriptionsScreen />);
    const card = await screen.findByRole("listitem", { name: "Advanced Charting" });
    fireEvent.click(within(card).getByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Advanced Charting?" });
    expect(
      within(dialog).getByText(/^It stays active until .*, then ends and is not billed again\./),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel at period end" }));
    await waitFor(() => expect(api.calls.some((call) => call.url === `${PATH}/cancel`)).toBe(true));
  });

  it("offers to resume a subscription that is ending", async () => {
    serve(
      [subscription({ cancelAtPeriodEnd: true })],
      [{ method: "POST", path: `${PATH}/resume`, reply: () => ({ body: subscription() }) }],
    );
    renderWithProviders(<SubscriptionsScreen />);
    const card = await screen.findByRole("listitem", { name: "Advanced Charting" });
    expect(within(card).queryByRole("button", { name: "Cancel subscription" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Resume subscription" }));
    await waitFor(() => expect(api.calls.some((call) => call.url === `${PATH}/resume`)).toBe(true));
  });
});

describe("billing on the Subscriptions page", () => {
  it("warns about a failed payment with the end of the grace period and the way to fix it", async () => {
    serve(
      [subscription({ status: "past_due", graceEndsAt: "2099-01-08T12:00:00.000Z" })],
      [
        {
          method: "POST",
          path: "/api/payments/portal",
          reply: () => ({ body: { url: "https://billing.example/p" } }),
        },
      ],
    );
    renderWithProviders(<SubscriptionsScreen />);
    const banner = (await screen.findByText("A payment failed")).closest("[data-tone]") as HTMLElement;
    expect(
      within(banner).getByText(/^The last payment for Advanced Charting failed\. It stays on until .*2099;/),
    ).toBeTruthy();
    expect(within(banner).getByRole("button", { name: "Update payment method" })).toBeTruthy();
  });

  it("lists invoices with their links and saves the billing email", async () => {
    serve(
      [subscription()],
      [
        {
          method: "GET",
          path: "/api/payments/invoices",
          reply: () => ({
            body: {
              hasMore: false,
              invoices: [
                {
                  id: "in_1",
                  number: "CB-0001",
                  createdAt: "2026-03-01T12:00:00.000Z",
                  totalCents: 3000,
                  amountPaidCents: 3000,
                  currency: "usd",
                  status: "paid",
                  hostedInvoiceUrl: "https://invoice.stripe.com/i/in_1",
                  pdfUrl: "https://pay.stripe.com/invoice/in_1/pdf",
                },
              ],
            },
          }),
        },
        { method: "PUT", path: "/api/payments/billing-email", reply: ({ body }) => ({ body }) },
      ],
    );
    renderWithProviders(<SubscriptionsScreen />);
    const invoices = await screen.findByRole("list", { name: "Invoices" });
    expect(within(invoices).getByText(/\$30\.00/)).toBeTruthy();
    expect(within(invoices).getByText("Paid")).toBeTruthy();
    expect(
      within(invoices)
        .getByRole("link", { name: /View invoice CB-0001/ })
        .getAttribute("href"),
    ).toBe("https://invoice.stripe.com/i/in_1");
    expect(within(invoices).getByRole("link", { name: /Download invoice CB-0001 as PDF/ })).toBeTruthy();

    const email = await screen.findByRole("textbox", { name: "Billing email" });
    expect((email as HTMLInputElement).value).toBe("me@example.com");
    fireEvent.change(email, { target: { value: "accounts@desk.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Save email" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
        email: "accounts@desk.example",
      }),
    );
  });
});
