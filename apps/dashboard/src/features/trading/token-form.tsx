"use client";

import type { CreatedToken } from "@chartbot/contracts/trading";
import { inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { useState } from "react";
import { useApiMutation } from "@/api/use-api-mutation";
import { Form, reportedByToast, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { CreatedTokenDialog } from "./created-token-dialog";
import { TOKENS_PATH } from "./trading-api";
import { MAX_LABEL_LENGTH, validateLabel } from "./trading-validation";

/** Creates a personal API token and shows it once. */
export function TokenForm() {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const create = useApiMutation<{ label: string }, CreatedToken>({
    path: TOKENS_PATH,
    method: "POST",
    invalidates: [TOKENS_PATH],
    errorTitle: "Could not create the token",
  });
  const form = useForm({
    initialValues: { tokenLabel: "" },
    validate: ({ tokenLabel }) => ({ tokenLabel: validateLabel(tokenLabel) }),
    onSendError: reportedByToast,
  });

  const onSubmit = form.handleSubmit(async ({ tokenLabel }) => {
    const token = await create.mutateAsync({ label: tokenLabel.trim() });
    form.reset();
    setCreated(token);
  });

  return (
    <>
      <Form
        form={form}
        layout={inline({ gap: "md", collapseBelow: "tablet", align: "flex-start", wrap: false })}
        onSubmit={onSubmit}
        aria-label="Create an API token"
      >
        <TextField
          label="Token label"
          autoComplete="off"
          maxLength={MAX_LABEL_LENGTH}
          placeholder="Webhook relay"
          {...form.field("tokenLabel")}
          className={formLayout.grow}
        />
        <SubmitButton form={form} className={formLayout.inlineSubmit}>
          Create token
        </SubmitButton>
      </Form>
      <CreatedTokenDialog token={created} onDone={() => setCreated(null)} />
    </>
  );
}
