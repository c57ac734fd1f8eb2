"use client";

import { paymentEndpoints } from "@chartbot/contracts/endpoints/payments";
import { subscriptionEndpoints } from "@chartbot/contracts/endpoints/subscriptions";
import type { AddonOffer, QuantityPreview, Subscription } from "@chartbot/contracts/subscriptions";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { useApiMutation } from "@/client/use-api-mutation";
import { Failure } from "@/components/failure";
import { Form, reportedByToast, useForm } from "@/components/form";
import { parseWholeNumber } from "@/features/communities/field-rules";
import { formatDate, formatMoney, pluralize } from "@/features/format/format";
import * as styles from "./billing.css";

export interface ChangeQuantityDialogProps {
  addon: AddonOffer;
  subscription: Subscription;
  /** Called once the new count is confirmed, to close the dialog. */
  onSaved: () => void;
}

/** What a preview says, in words: the prorated change now and the next invoice. */
export function previewSentences(preview: QuantityPreview): string[] {
  const money = (cents: number) => formatMoney(cents, preview.currency);
  const change =
    preview.prorationCents >= 0
      ? `${money(preview.prorationCents)} for the rest of this period is added to your next invoice.`
      : `${money(-preview.prorationCents)} for the rest of this period is credited on your next invoice.`;
  const next = preview.nextInvoiceAt
    ? `Next invoice on ${formatDate(preview.nextInvoiceAt)}: ${money(preview.nextInvoiceCents)}.`
    : `Next invoice: ${money(preview.nextInvoiceCents)}.`;
  return [change, next];
}

/** Changes the number of slots: the price of the change first (Stripe's preview), then a confirmation. */
export function ChangeQuantityDialog({ addon, subscription, onSaved }: ChangeQuantityDialogProps) {
  const params = { id: subscription.id };
  const used = subscription.slots.length;
  const slots = (value: string) =>
    parseWholeNumber(value, { min: Math.max(1, used), max: addon.maxQuantity, what: "number of slots" });
  const form = useForm({
    initialValues: { quantity: String(subscription.quantity) },
    validate: ({ quantity }) => {
      const parsed = slots(quantity);
      if (!parsed.ok) return { quantity: parsed.error };
      return parsed.value === subscription.quantity
        ? { quantity: `You have ${subscription.quantity} slots now: choose another number.` }
        : {};
    },
    onSendError: reportedByToast,
  });
  const preview = useApiMutation(subscriptionEndpoints.previewQuantity, {
    call: (body) => ({ params, body }),
    silentError: true,
  });
  const confirm = useApiMutation(subscriptionEndpoints.changeQuantity, {
    call: (body) => ({ params, body }),
    invalidates: [subscriptionEndpoints.overview, paymentEndpoints.invoices],
    successMessage: (saved) => `${addon.name} now has ${pluralize(saved.quantity, "slot", "slots")}`,
    errorTitle: "Could not change the slots",
  });

  // A preview priced for another number than the one in the field is not offered for confirmation.
  const priced = preview.data && String(preview.data.quantity) === form.values.quantity.trim();
  const onSubmit = form.handleSubmit(async ({ quantity }) => {
    const parsed = slots(quantity);
    if (!parsed.ok) return;
    if (priced && preview.data) {
      await confirm.mutateAsync({ quantity: parsed.value, prorationDate: preview.data.prorationDate });
      onSaved();
    } else {
      await preview.mutateAsync({ quantity: parsed.value }).catch(() => undefined);
    }
  });

  return (
    <DialogContent
      title={`Change ${addon.name} slots`}
      description={`You pay for ${pluralize(subscription.quantity, "slot", "slots")}; ${used} ${used === 1 ? "is" : "are"} assigned. To go below ${used}, free slots first with Assign or move slots.`}
    >
      <Form form={form} onSubmit={onSubmit}>
        <TextField
          label="Slots"
          inputMode="numeric"
          autoComplete="off"
          hint={`${Math.max(1, used)} to ${addon.maxQuantity}`}
          {...form.field("quantity")}
        />
        {preview.isError && <Failure title="Could not price the change">{preview.error.message}</Failure>}
        {priced && preview.data && (
          <Callout title={`Price of ${pluralize(preview.data.quantity, "slot", "slots")}`}>
            {previewSentences(preview.data).map((sentence) => (
              <p key={sentence} className={styles.sentence}>
                {sentence}
              </p>
            ))}
          </Callout>
        )}
        <Inline gap="md">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={form.submitting}>
            {priced && preview.data
              ? `Confirm ${pluralize(preview.data.quantity, "slot", "slots")}`
              : "Preview price"}
          </Button>
        </Inline>
      </Form>
    </DialogContent>
  );
}
