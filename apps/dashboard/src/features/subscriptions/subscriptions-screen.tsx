"use client";

import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { paymentEndpoints } from "@chartbot/contracts/endpoints/payments";
import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { CheckoutBody } from "@chartbot/contracts/payments";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Tiles } from "@chartbot/ui/tiles";
import { useToast } from "@chartbot/ui/toast";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import { Page } from "@/components/page";
import { env } from "@/env";
import { useServices } from "@/features/services/use-services";
import { SubscriptionsUsageSection } from "@/features/usage/usage-section";
import { AddonCard } from "./addon-card";
import { BillingSection } from "./billing-section";
import { EmbeddedCheckoutDialog } from "./embedded-checkout-dialog";
import { PastDueBanner } from "./past-due-banner";
import { isLive, subscriptionForAddon } from "./subscription-status";
import { parseSubscriptionsSearch } from "./subscriptions-search";
import { useScrollToAddon } from "./use-scroll-to-addon";

/** How long the page looks for a subscription that Stripe's webhook has not recorded yet, after checkout. */
const CHECKOUT_POLL_MS = 60_000;

/**
 * Sends the browser to a Stripe page: the Billing Portal, or hosted Checkout when no publishable key is
 * configured (with one, checkout is embedded here: Stripe.js loads once a checkout starts).
 */
function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * /subscriptions: the add-ons, the user's subscriptions, checkout, the billing portal and slot assignment, and
 * what the add-ons did in each community.
 */
export function SubscriptionsScreen() {
  const { toast } = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [openedAt] = useState(() => Date.now());
  const [paymentsDown, setPaymentsDown] = useState(false);
  const services = useServices();
  const [leaving, setLeaving] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ addon: string; clientSecret: string } | null>(null);

  const query = useApiQuery(subscriptionEndpoints.overview, {
    // Back from a successful checkout, the webhook may record the subscription a moment later: look again.
    refetchInterval: (current) => {
      const data = current.state.data;
      const search = parseSubscriptionsSearch(params, data?.addons.map((addon) => addon.slug) ?? []);
      if (search.checkout !== "success" || !search.addon || !data) return false;
      if (Date.now() - openedAt > CHECKOUT_POLL_MS) return false;
      const subscription = subscriptionForAddon(data.subscriptions, search.addon);
      return subscription && isLive(subscription) ? false : 3000;
    },
  });
  const communities = useApiQuery(communityEndpoints.list);
  const search = parseSubscriptionsSearch(params, query.data?.addons.map((addon) => addon.slug) ?? []);
  useScrollToAddon(search.addon, query.isSuccess);

  const onPaymentError = (title: string) => (error: { code: string; message: string }) => {
    setLeaving(null);
    if (error.code === "payments_not_configured") setPaymentsDown(true);
    else toast({ title, description: error.message, tone: "negative" });
  };
  const checkout = useApiMutation(paymentEndpoints.checkout, {
    silentError: true,
    call: (body) => {
      const uiMode: CheckoutBody["uiMode"] = env.stripePublishableKey ? "embedded" : "hosted";
      return { body: { ...body, uiMode } };
    },
    onSuccess: (started, { addon }) => {
      if (started.mode === "embedded") {
        setPaying({ addon, clientSecret: started.clientSecret });
        return;
      }
      setLeaving(addon);
      leaveFor(started.url);
    },
    onError: onPaymentError("Could not start the checkout"),
  });
  const portal = useApiMutation(paymentEndpoints.portal, {
    silentError: true,
    onSuccess: ({ url }) => {
      setLeaving("portal");
      leaveFor(url);
    },
    onError: onPaymentError("Could not open the billing portal"),
  });

  // Off when the API's services say so (the same configuration as `paymentsConfigured`), or a click met its 503.
  const paymentsAvailable = services.payments && query.data?.paymentsConfigured === true && !paymentsDown;
  const hasSubscriptions = (query.data?.subscriptions.length ?? 0) > 0;

  return (
    <Page
      title="Subscriptions"
      description="Your add-ons, their renewal dates and the communities that use them."
      actions={
        hasSubscriptions && (
          <Button
            variant="secondary"
            loading={portal.isPending || leaving === "portal"}
            disabled={!paymentsAvailable}
            onClick={() => portal.mutate()}
          >
            Manage billing
          </Button>
        )
      }
    >
      {search.checkout && (
        <CheckoutBanner
          outcome={search.checkout}
          addonName={query.data?.addons.find((addon) => addon.slug === search.addon)?.name}
          onDismiss={() => {
            const next = new URLSearchParams(params.toString());
            next.delete("checkout");
            router.replace(next.size > 0 ? `${pathname}?${next}` : pathname, { scroll: false });
          }}
        />
      )}
      {query.data && !paymentsAvailable && (
        <Callout title="Payments are not available right now">
          Subscribing and the billing portal are switched off at the moment. Add-ons you already have keep
          working, and you can still assign their slots. Please try again later.
        </Callout>
      )}
      {query.data && (
        <PastDueBanner
          subscriptions={query.data.subscriptions}
          addons={query.data.addons}
          onFixPayment={() => portal.mutate()}
          pending={portal.isPending || leaving === "portal"}
          available={paymentsAvailable}
        />
      )}
      {query.isPending && (
        <Tiles aria-busy="true">
          <Spinner size="sm" label="Loading the add-ons…" />
          <Skeleton height="14rem" />
          <Skeleton height="14rem" />
        </Tiles>
      )}
      {query.isError && <QueryFailure title="Could not load your subscriptions" query={query} />}
      {query.data && (
        <Tiles as="ul" aria-label="Add-ons">
          {query.data.addons.map((addon) => (
            <AddonCard
              key={addon.slug}
              addon={addon}
              subscription={subscriptionForAddon(query.data.subscriptions, addon.slug)}
              selected={search.addon === addon.slug}
              communities={communities.data?.communities ?? []}
              available={paymentsAvailable && leaving === null}
              pending={
                (checkout.isPending && checkout.variables?.addon === addon.slug) || leaving === addon.slug
              }
              onCheckout={(body) => checkout.mutate(body)}
            />
          ))}
        </Tiles>
      )}
      {query.data && communities.data && (
        <SubscriptionsUsageSection communities={communities.data.communities} />
      )}
      {paymentsAvailable && <BillingSection />}
      {paying && env.stripePublishableKey && (
        <EmbeddedCheckoutDialog
          addonName={query.data?.addons.find((addon) => addon.slug === paying.addon)?.name ?? "your add-on"}
          clientSecret={paying.clientSecret}
          publishableKey={env.stripePublishableKey}
          onClose={() => setPaying(null)}
        />
      )}
    </Page>
  );
}

function CheckoutBanner({
  outcome,
  addonName,
  onDismiss,
}: {
  outcome: "success" | "canceled";
  addonName: string | undefined;
  onDismiss: () => void;
}) {
  const name = addonName ?? "your add-on";
  return (
    <Callout
      tone={outcome === "success" ? "success" : "info"}
      title={outcome === "success" ? `Thank you: ${name} is on its way` : "Checkout canceled"}
    >
      <Inline gap="md">
        <span>
          {outcome === "success"
            ? "Checkout is complete. The subscription shows up here within a minute; then assign its slots to your communities."
            : `Nothing was charged. You can subscribe to ${name} whenever you like.`}
        </span>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </Inline>
    </Callout>
  );
}
