"use client";

import { tradingEndpoints } from "@chartbot/contracts/endpoints/trading";
import { Inline } from "@chartbot/ui/inline";
import { Select } from "@chartbot/ui/select";
import { TextField } from "@chartbot/ui/text-field";
import { Tiles } from "@chartbot/ui/tiles";
import { useToast } from "@chartbot/ui/toast";
import { ApiError } from "@/client/api-error";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import { Form, messageOfError, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import {
  type CredentialFormValues,
  keyFormatHint,
  MAX_LABEL_LENGTH,
  validateCredentialForm,
} from "./trading-validation";

/** The API's answers about what was typed, shown above the fields; others are toasts. */
const FORM_ERROR_CODES = new Set(["validation_failed", "limit_reached"]);

const EMPTY: CredentialFormValues = { label: "", exchange: "", apiKey: "", apiSecret: "" };

/** Saves an exchange API key and secret; the secret is cleared from the page as soon as it is sent. */
export function CredentialForm() {
  const { toast } = useToast();
  const exchanges = useApiQuery(tradingEndpoints.exchanges, { staleTime: Number.POSITIVE_INFINITY });
  const save = useApiMutation(tradingEndpoints.createCredential, {
    invalidates: [tradingEndpoints.credentials],
    successMessage: (credential) => `Keys saved for ${credential.exchangeName}`,
    silentError: true,
  });
  const form = useForm({
    initialValues: EMPTY,
    validate: validateCredentialForm,
    onSendError: (error, report) => {
      if (error instanceof ApiError && FORM_ERROR_CODES.has(error.code)) report.failure(error.message);
      else toast({ title: "Could not save the keys", description: messageOfError(error), tone: "negative" });
    },
  });

  const onSubmit = form.handleSubmit(async ({ label, exchange, apiKey, apiSecret }) => {
    // Checked by validateCredentialForm; narrows the type.
    if (exchange === "") return;
    const saved = save.mutateAsync({
      label: label.trim(),
      exchange,
      apiKey: apiKey.trim(),
      apiSecret: apiSecret.trim(),
    });
    // The secret is not kept in the page while the request runs or after it.
    form.setValue("apiSecret", "");
    await saved;
    form.reset();
  });

  // Grouped by whether the trading tool places real orders there, so nobody saves keys expecting live trading
  // where it does not happen.
  const exchangeOptions = (exchanges.data?.exchanges ?? [])
    .toSorted((a, b) => Number(b.liveTrading) - Number(a.liveTrading))
    .map(({ id, name, liveTrading }) => ({
      value: id,
      label: liveTrading ? name : `${name} (no live trading yet)`,
      group: liveTrading ? "Live trading" : "Keys saved, no live trading yet",
    }));
  const { exchange } = form.values;

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Add exchange keys">
      {exchanges.isError && <QueryFailure title="Could not load the exchanges" query={exchanges} />}
      <Tiles columns={{ mobile: 1, tablet: 2 }}>
        <TextField
          label="Label"
          autoComplete="off"
          required
          maxLength={MAX_LABEL_LENGTH}
          placeholder="Main account"
          {...form.field("label")}
        />
        <Select
          label="Exchange"
          name="exchange"
          options={exchangeOptions}
          placeholder={exchanges.isPending ? "Loading exchanges…" : "Choose an exchange"}
          disabled={!exchanges.data}
          value={form.values.exchange}
          // The options are the API's exchange ids.
          onValueChange={(value) => form.setValue("exchange", value as CredentialFormValues["exchange"])}
          error={form.errors.exchange}
        />
        <TextField
          label="API key"
          autoComplete="off"
          spellCheck={false}
          required
          hint={keyFormatHint(exchange, "apiKey")}
          {...form.field("apiKey")}
        />
        <TextField
          label="API secret"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          required
          hint={[
            keyFormatHint(exchange, "apiSecret"),
            "Stored encrypted. It is never shown again, not even to you.",
          ]
            .filter(Boolean)
            .join(" ")}
          {...form.field("apiSecret")}
        />
      </Tiles>
      <p className={formLayout.muted}>
        Create the key on the exchange with trading permission only: never allow withdrawals.
      </p>
      <Inline gap="md">
        <SubmitButton form={form}>Save keys</SubmitButton>
      </Inline>
    </Form>
  );
}
