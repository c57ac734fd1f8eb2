import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "@/env";
import { renderWithProviders } from "@/test/render-with-providers";
import { EmbeddedCheckoutDialog } from "./embedded-checkout-dialog";
import type { StripeConstructor } from "./stripe-js";

const stripeJs = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock("./stripe-js", () => ({ loadStripeJs: stripeJs.load }));

/** A Stripe.js whose embedded checkout records what the dialog does with it. */
function fakeStripe() {
  const checkout = { mount: vi.fn(), destroy: vi.fn() };
  const secrets: string[] = [];
  const Stripe = vi.fn<StripeConstructor>(() => ({
    createEmbeddedCheckoutPage: async ({ fetchClientSecret }) => {
      secrets.push(await fetchClientSecret());
      return checkout;
    },
  }));
  return { Stripe, checkout, secrets };
}

const renderDialog = (onClose = vi.fn()) =>
  renderWithProviders(
    <EmbeddedCheckoutDialog
      addonName="Price Alerts"
      clientSecret="cs_test_1_secret_2"
      publishableKey="pk_test_key"
      onClose={onClose}
    />,
  );

beforeEach(() => stripeJs.load.mockReset());

describe("EmbeddedCheckoutDialog", () => {
  it("loads Stripe.js, starts it with the publishable key and mounts the checkout by its client secret", async () => {
    const stripe = fakeStripe();
    stripeJs.load.mockResolvedValue(stripe.Stripe);
    const onClose = vi.fn();
    renderDialog(onClose);

    expect(screen.getByRole("dialog", { name: "Subscribe to Price Alerts" })).toBeTruthy();
    expect(screen.getByText("Loading the secure payment form…")).toBeTruthy();
    await waitFor(() => expect(stripe.checkout.mount).toHaveBeenCalledTimes(1));
    expect(stripeJs.load).toHaveBeenCalledWith(env.stripeJsUrl);
    expect(stripe.Stripe).toHaveBeenCalledWith("pk_test_key");
    expect(stripe.secrets).toEqual(["cs_test_1_secret_2"]);
    const [element] = stripe.checkout.mount.mock.calls[0] ?? [];
    expect(screen.getByRole("dialog").contains(element as Node)).toBe(true);
    expect(screen.queryByText("Loading the secure payment form…")).toBeNull();

    fireEvent.click(screen.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it("says the form could not be loaded, and Retry loads Stripe.js again", async () => {
    const stripe = fakeStripe();
    stripeJs.load.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(stripe.Stripe);
    renderDialog();

    expect(await screen.findByText("The payment form could not be loaded")).toBeTruthy();
    expect(stripe.checkout.mount).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(stripe.checkout.mount).toHaveBeenCalledTimes(1));
    expect(stripeJs.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("The payment form could not be loaded")).toBeNull();
  });
});
