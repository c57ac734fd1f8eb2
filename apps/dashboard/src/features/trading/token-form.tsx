"use client";

import { Button } from "@chartbot/ui/button";
import { inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { type FormEvent, useState } from "react";
import { useApiMutation } from "@/api/use-api-mutation";
import * as formLayout from "@/components/form-layout.css";
import { CreatedTokenDialog } from "./created-token-dialog";
import { type CreatedToken, TOKENS_PATH } from "./trading-types";
import { MAX_LABEL_LENGTH, validateLabel } from "./trading-validation";
import { TOKENS_PATH } from "./trading-api";

/** Creates a personal API token and shows it once. */
export function TokenForm() {
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const create = useApiMutation<{ label: string }, CreatedToken>({
    path: TOKENS_PATH,
    method: "POST",
    invalidates: [TOKENS_PATH],
    errorTitle: "Could not create the token",
    onSuccess: (token) => {
      setLabel("");
      setCreated(token);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateLabel(label);
    setError(problem);
    if (!problem) create.mutate({ label: label.trim() });
  }

  return (
    <>
      <form
        className={inline({ gap: "md", collapseBelow: "tablet", align: "flex-start", wrap: false })}
        noValidate
        onSubmit={onSubmit}
        aria-label="Create an API token"
      >
        <TextField
          label="Token label"
          name="tokenLabel"
          autoComplete="off"
          maxLength={MAX_LABEL_LENGTH}
          placeholder="Webhook relay"
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
            setError(undefined);
          }}
          error={error}
          className={formLayout.grow}
        />
        <Button type="submit" loading={create.isPending} className={formLayout.inlineSubmit}>
          Create token
        </Button>
      </form>
      <CreatedTokenDialog token={created} onDone={() => setCreated(null)} />
    </>
  );
}
