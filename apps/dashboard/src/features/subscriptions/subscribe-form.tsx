"use client";

import { Button } from "@chartbot/ui/button";
import { Select } from "@chartbot/ui/select";
import { Stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { type FormEvent, useState } from "react";
import type { CommunitySummary } from "@/features/communities/community-types";
import { parseWholeNumber } from "@/features/communities/field-rules";
import type { AddonOffer, CheckoutBody } from "./subscription-types";
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
  const [quantity, setQuantity] = useState("1");
  const [community, setCommunity] = useState(LATER);
  const [error, setError] = useState<string | undefined>();
  const unitWord = addon.unit === "satellite" ? "satellites" : "communities";

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWholeNumber(quantity, { min: 1, max: addon.maxQuantity, what: "number of slots" });
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    onCheckout({
      addon: addon.slug,
      quantity: parsed.value,
      ...(community !== LATER && { communityId: community }),
    });
  }

  const label = addon.trialAvailable ? `Start ${addon.trialDays}-day free trial` : "Subscribe";
  return (
    <form
      className={styles.subscribe}
      noValidate
      onSubmit={onSubmit}
      aria-label={`Subscribe to ${addon.name}`}
    >
      {addon.unit !== "account" && (
        <Stack gap="md">
          {addon.maxQuantity > 1 && (
            <TextField
              label={`Slots (${unitWord})`}
              name={`${addon.slug}-quantity`}
              inputMode="numeric"
              autoComplete="off"
              hint={`1 to ${addon.maxQuantity}`}
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value);
                setError(undefined);
              }}
              error={error}
            />
          )}
          {communities.length > 0 && (
            <Select
              label="First slot for"
              options={[
                { value: LATER, label: "Decide later" },
                ...communities.map(({ id, name }) => ({ value: id, label: name })),
              ]}
              value={community}
              onValueChange={setCommunity}
            />
          )}
        </Stack>
      )}
      <Button type="submit" loading={pending} disabled={!available} fullWidth>
        {label}
      </Button>
    </form>
  );
}
