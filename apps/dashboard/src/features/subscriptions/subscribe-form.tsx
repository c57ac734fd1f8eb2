"use client";

import type { CommunitySummary } from "@chartbot/contracts/communities";
import type { CheckoutBody } from "@chartbot/contracts/payments";
import type { AddonOffer } from "@chartbot/contracts/subscriptions";
import { Button } from "@chartbot/ui/button";
import { Select } from "@chartbot/ui/select";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { Form, useForm } from "@/components/form";
import { parseWholeNumber } from "@/features/communities/field-rules";
import * as styles from "./subscriptions.css";

/** The Select value for "no community yet" (Radix Select items cannot have an empty value). */
const LATER = "later";

export interface SubscribeFormProps {
  addon: AddonOffer;
  /** The user's communities, to receive the first slot; empty while unknown. */
  communities: readonly CommunitySummary[];
  /** Whether checkout can be started; false shows the button disabled. */
  available: boolean;
  /** Whether this add-on's checkout is on its way. */
  pending: boolean;
  onCheckout: (body: CheckoutBody) => void;
}

/** Slots, the community for the first one, and the button to Stripe Checkout. */
export function SubscribeForm({ addon, communities, available, pending, onCheckout }: SubscribeFormProps) {
  const unitWord = addon.unit === "satellite" ? "satellites" : "communities";
  const slots = (quantity: string) =>
    parseWholeNumber(quantity, { min: 1, max: addon.maxQuantity, what: "number of slots" });
  const form = useForm({
    initialValues: { quantity: "1", community: LATER },
    validate: ({ quantity }) => {
      const parsed = slots(quantity);
      return parsed.ok ? {} : { quantity: parsed.error };
    },
  });

  // The checkout runs in the parent (`pending`); the form only checks the slots and hands the body over.
  const onSubmit = form.handleSubmit(async ({ quantity, community }) => {
    const parsed = slots(quantity);
    if (!parsed.ok) return;
    onCheckout({
      addon: addon.slug,
      quantity: parsed.value,
      ...(community !== LATER && { communityId: community }),
    });
  });

  const label = addon.trialAvailable ? `Start ${addon.trialDays}-day free trial` : "Subscribe";
  return (
    <Form form={form} layout={styles.subscribe} onSubmit={onSubmit} aria-label={`Subscribe to ${addon.name}`}>
      {addon.unit !== "account" && (
        <Stack gap="md">
          {addon.maxQuantity > 1 && (
            <TextField
              label={`Slots (${unitWord})`}
              inputMode="numeric"
              autoComplete="off"
              hint={`1 to ${addon.maxQuantity}`}
              {...form.field("quantity")}
              name={`${addon.slug}-quantity`}
            />
          )}
          {communities.length > 0 && (
            <Select
              label="First slot for"
              options={[
                { value: LATER, label: "Decide later" },
                ...communities.map(({ id, name }) => ({ value: id, label: name })),
              ]}
              value={form.values.community}
              onValueChange={(community) => form.setValue("community", community)}
            />
          )}
        </Stack>
      )}
      <Button type="submit" loading={pending} disabled={!available} fullWidth>
        {label}
      </Button>
    </Form>
  );
}
