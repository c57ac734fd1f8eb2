"use client";

import { Button } from "@chartbot/ui/button";
import { Dialog, DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { Spinner } from "@chartbot/ui/spinner";
import { useEffect, useState } from "react";
import { Failure } from "@/components/failure";
import { env } from "@/env";
import * as styles from "./embedded-checkout.css";
import { loadStripeJs } from "./stripe-js";

export interface EmbeddedCheckoutDialogProps {
  addonName: string;
  /** The Checkout Session's client secret, from `paymentEndpoints.checkout` with `uiMode: "embedded"`. */
  clientSecret: string;
  /** The publishable key Stripe.js is started with. */
  publishableKey: string;
  onClose: () => void;
}

/**
 * Stripe's embedded checkout in a dialog: Stripe.js is loaded now (this is the payment screen), started with
 * the publishable key and mounted by the session's client secret. Once paid, Stripe sends the browser to the
 * session's return URL (back to /subscriptions). Closing the dialog leaves the checkout unpaid.
 */
export function EmbeddedCheckoutDialog({
  addonName,
  clientSecret,
  publishableKey,
  onClose,
}: EmbeddedCheckoutDialogProps) {
  // A callback ref: the dialog's content mounts after the dialog itself (in a portal).
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!container) return;
    let closed = false;
    let mounted: { destroy(): void } | undefined;
    setState("loading");
    loadStripeJs(env.stripeJsUrl)
      .then((Stripe) =>
        Stripe(publishableKey).createEmbeddedCheckoutPage({ fetchClientSecret: async () => clientSecret }),
      )
      .then((checkout) => {
        if (closed) return checkout.destroy();
        mounted = checkout;
        checkout.mount(container);
        setState("ready");
      })
      .catch(() => {
        if (!closed) setState("failed");
      });
    return () => {
      closed = true;
      mounted?.destroy();
    };
  }, [container, clientSecret, publishableKey, attempt]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Subscribe to ${addonName}`}
        description="Pay securely with Stripe. Closing this leaves nothing charged."
        size="lg"
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        }
      >
        {state === "loading" && <Spinner size="sm" label="Loading the secure payment form…" />}
        {state === "failed" && (
          <Failure
            title="The payment form could not be loaded"
            onRetry={() => setAttempt((value) => value + 1)}
          >
            Check your connection and try again. Nothing was charged.
          </Failure>
        )}
        <div ref={setContainer} className={styles.frame} data-state={state} />
      </DialogContent>
    </Dialog>
  );
}
