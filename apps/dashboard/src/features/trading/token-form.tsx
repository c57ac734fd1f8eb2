"use client";

import { Button } from "@chartbot/ui/button";
import { TextField } from "@chartbot/ui/text-field";
import { type FormEvent, useState } from "react";
import { useApiMutation } from "@/api/use-api-mutation";
import { CreatedTokenDialog } from "./created-token-dialog";
import * as styles from "./trading.css";
import { type CreatedToken, TOKENS_PATH } from "./trading-types";
import { MAX_LABEL_LENGTH, validateLabel } from "./trading-validation";

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
      <form className={styles.inlineForm} noValidate onSubmit={onSubmit} aria-label="Create an API token">
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
          className={styles.grow}
        />
        <Button type="submit" loading={create.isPending} className={styles.inlineSubmit}>
          Create token
        </Button>
      </form>
      <CreatedTokenDialog token={created} onDone={() => setCreated(null)} />
    </>
  );
}
