"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { Select } from "@chartbot/ui/select";
import { stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { Tiles } from "@chartbot/ui/tiles";
import { useToast } from "@chartbot/ui/toast";
import { type FormEvent, useRef, useState } from "react";
import { useApiMutation } from "@/api/use-api-mutation";
import { useApiQuery } from "@/api/use-api-query";
import { type FieldErrors, isValid } from "@/auth/validation";
import { focusFirstInvalid } from "@/components/focus-first-invalid";
import * as formLayout from "@/components/form-layout.css";
} from "./trading-types";
import { CREDENTIALS_PATH, EXCHANGES_PATH } from "./trading-api";
import { type CredentialField, MAX_LABEL_LENGTH, validateCredentialForm } from "./trading-validation";

const EMPTY: CreateCredentialBody = { label: "", exchange: "", apiKey: "", apiSecret: "" };

/** Saves an exchange API key and secret; the secret is cleared from the page as soon as it is sent. */
export function CredentialForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const exchanges = useApiQuery<ExchangeList>(EXCHANGES_PATH, { staleTime: Number.POSITIVE_INFINITY });
  const [values, setValues] = useState<CreateCredentialBody>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<CredentialField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useApiMutation<CreateCredentialBody, Credential>({
    path: CREDENTIALS_PATH,
    method: "POST",
    invalidates: [CREDENTIALS_PATH],
    successMessage: (credential) => `Keys saved for ${credential.exchangeName}`,
    silentError: true,
    onError: (error) => {
      if (error.code === "validation_failed" || error.code === "limit_reached") setFormError(error.message);
      else toast({ title: "Could not save the keys", description: error.message, tone: "negative" });
    },
    onSuccess: () => setValues(EMPTY),
  });

  const update = (field: CredentialField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentialForm(values);
    setErrors(found);
    setFormError(null);
    if (!isValid(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate({
      label: values.label.trim(),
      exchange: values.exchange,
      apiKey: values.apiKey.trim(),
      apiSecret: values.apiSecret.trim(),
    });
    // The secret is not kept in the page while the request runs or after it.
    setValues((current) => ({ ...current, apiSecret: "" }));
  }

  const exchangeOptions = (exchanges.data?.exchanges ?? []).map(({ id, name }) => ({
    value: id,
    label: name,
  }));

  return (
    <form
      ref={formRef}
      className={stack({ gap: "lg" })}
      noValidate
      onSubmit={onSubmit}
      aria-label="Add exchange keys"
    >
      {formError && <Callout tone="danger">{formError}</Callout>}
      {exchanges.isError && (
        <Callout tone="danger" title="Could not load the exchanges">
          {exchanges.error.message}{" "}
          <Button variant="ghost" size="sm" onClick={() => void exchanges.refetch()}>
            Retry
          </Button>
        </Callout>
      )}
      <Tiles columns={{ mobile: 1, tablet: 2 }}>
        <TextField
          label="Label"
          name="label"
          autoComplete="off"
          required
          maxLength={MAX_LABEL_LENGTH}
          placeholder="Main account"
          value={values.label}
          onChange={(event) => update("label", event.target.value)}
          error={errors.label}
        />
        <Select
          label="Exchange"
          name="exchange"
          options={exchangeOptions}
          placeholder={exchanges.isPending ? "Loading exchanges…" : "Choose an exchange"}
          disabled={!exchanges.data}
          value={values.exchange}
          onValueChange={(value) => update("exchange", value)}
          error={errors.exchange}
        />
        <TextField
          label="API key"
          name="apiKey"
          autoComplete="off"
          spellCheck={false}
          required
          value={values.apiKey}
          onChange={(event) => update("apiKey", event.target.value)}
          error={errors.apiKey}
        />
        <TextField
          label="API secret"
          name="apiSecret"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          required
          hint="Stored encrypted. It is never shown again, not even to you."
          value={values.apiSecret}
          onChange={(event) => update("apiSecret", event.target.value)}
          error={errors.apiSecret}
        />
      </Tiles>
      <p className={formLayout.muted}>
        Create the key on the exchange with trading permission only: never allow withdrawals.
      </p>
      <Inline gap="md">
        <Button type="submit" loading={save.isPending}>
          Save keys
        </Button>
      </Inline>
    </form>
  );
}
