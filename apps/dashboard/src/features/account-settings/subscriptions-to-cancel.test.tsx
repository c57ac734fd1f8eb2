import type { AddonOffer, Subscription, SubscriptionsOverview } from "@chartbot/contracts/subscriptions";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { addonsToCancel, SubscriptionsToCancel } from "./subscriptions-to-cancel";

const offer = (slug: AddonOffer["slug"], name: string) => ({ slug, name }) as AddonOffer;
const sub = (addon: Subscription["addon"], status: Subscription["status"]) =>
  ({ id: `${addon}-${status}`, addon, status }) as Subscription;

const overview = {
  paymentsConfigured: true,
  addons: [offer("advanced-charting", "Advanced Charting"), offer("price-alerts", "Price Alerts")],
  subscriptions: [
    sub("advanced-charting", "past_due"),
    sub("price-alerts", "active"),
    sub("price-alerts", "canceled"),
  ],
} as SubscriptionsOverview;

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
