import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiErrorReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { anAddonOffer, aSubscription, aSubscriptionsOverview } from "@/test/subscriptions";
import { DeleteAccount } from "./delete-account";
import { addonsToCancel, SubscriptionsToCancel } from "./subscriptions-to-cancel";

const overview = aSubscriptionsOverview({
  addons: [
    anAddonOffer("advanced-charting", "Advanced Charting"),
    anAddonOffer("price-alerts", "Price Alerts", "account"),
  ],
  subscriptions: [
    aSubscription("advanced-charting", { status: "past_due" }),
    aSubscription("price-alerts", { status: "active" }),
    aSubscription("price-alerts", { status: "canceled" }),
  ],
});

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

describe("the subscriptions deleting an account cancels", () => {
  it("names every add-on whose subscription has not ended", () => {
    expect(addonsToCancel(overview)).toEqual(["Advanced Charting", "Price Alerts"]);
  });

  it("says in the dialog that they are canceled first, at once", async () => {
    api = installFakeApi([{ method: "GET", path: "/api/subscriptions", reply: () => ({ body: overview }) }]);
    renderWithProviders(<SubscriptionsToCancel />);
    expect(await screen.findByText("Your subscriptions are canceled first")).toBeTruthy();
    expect(
      screen.getByText(/^Advanced Charting, Price Alerts are canceled at once, with no refund/),
    ).toBeTruthy();
  });
});

describe("deleting an account whose subscriptions cannot be canceled", () => {
  it("keeps the dialog open and says nothing was deleted, and why", async () => {
    const reason =
      "We could not cancel your subscriptions with our payment provider, so nothing was deleted. Please try again in a moment.";
    api = installFakeApi([
      { method: "GET", path: "/api/subscriptions", reply: () => ({ body: overview }) },
      {
        method: "DELETE",
        path: "/api/account",
        reply: () => apiErrorReply(502, "subscriptions_not_canceled", reason),
      },
    ]);
    renderWithProviders(<DeleteAccount />);
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(
      await within(dialog).findByText(/^Advanced Charting, Price Alerts are canceled at once/),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Type ada@example.com to confirm" }), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText(reason)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });
});
