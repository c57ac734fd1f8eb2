"use client";

import { tradingEndpoints } from "@chartbot/contracts/endpoints/trading";
import type { ApiTokenScope, CreatedToken } from "@chartbot/contracts/trading";
import { inline } from "@chartbot/ui/inline";
import { RadioGroup } from "@chartbot/ui/radio-group";
import { stack } from "@chartbot/ui/stack";
import { TextField } from "@chartbot/ui/text-field";
import { useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { Form, reportedByToast, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { CreatedTokenDialog } from "./created-token-dialog";
import { MAX_LABEL_LENGTH, validateLabel } from "./trading-validation";

/** What each scope lets a token do, as the form offers them. */
export const SCOPE_OPTIONS = [
  {
    value: "read",
    label: "Read only",
    description: "Lists and reads your alerts and communities. It cannot change anything.",
  },
  {
    value: "read-write",
    label: "Read and write",
    description: "Also creates, changes and deletes alerts and changes community settings, as you can.",
  },
] as const satisfies readonly { value: ApiTokenScope; label: string; description: string }[];

/** Creates a personal API token, read only or read-write, and shows it once. */
export function TokenForm() {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const create = useApiMutation(tradingEndpoints.createToken, {
    invalidates: [tradingEndpoints.tokens],
    errorTitle: "Could not create the token",
  });
  const form = useForm({
    initialValues: { tokenLabel: "", scope: "read" as ApiTokenScope },
    validate: ({ tokenLabel }) => ({ tokenLabel: validateLabel(tokenLabel, "token") }),
    onSendError: reportedByToast,
  });

  const onSubmit = form.handleSubmit(async ({ tokenLabel, scope }) => {
    const token = await create.mutateAsync({ label: tokenLabel.trim(), scope });
    form.reset();
    setCreated(token);
  });

  return (
    <>
      <Form form={form} layout={stack({ gap: "md" })} onSubmit={onSubmit} aria-label="Create an API token">
        <RadioGroup
          label="What the token may do"
          name="scope"
          options={SCOPE_OPTIONS}
          value={form.values.scope}
          onValueChange={(scope) => form.setValue("scope", scope as ApiTokenScope)}
          hint="Choose read only unless the program must change things. The scope cannot be changed later: create a new token instead."
        />
        <div className={inline({ gap: "md", collapseBelow: "tablet", align: "flex-start", wrap: false })}>
          <TextField
            label="Token label"
            autoComplete="off"
            required
            maxLength={MAX_LABEL_LENGTH}
            placeholder="Webhook relay"
            {...form.field("tokenLabel")}
            className={formLayout.grow}
          />
          <SubmitButton form={form} className={formLayout.inlineSubmit}>
            Create token
          </SubmitButton>
        </div>
      </Form>
      <CreatedTokenDialog token={created} onDone={() => setCreated(null)} />
    </>
  );
}
