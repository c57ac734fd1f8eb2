"use client";

import type { AccountProfile } from "@chartbot/contracts/account";
import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { Button } from "@chartbot/ui/button";
import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { useAuth } from "@/auth/auth-provider";
import { useApiMutation } from "@/client/use-api-mutation";
import { Form, reportedByToast, useForm } from "@/components/form";
import * as styles from "./settings.css";

/** The longest display name the API accepts. */
export const MAX_DISPLAY_NAME_LENGTH = 100;

/** A display name: 1 to 100 characters after trimming. */
export function validateDisplayName(name: string): string | undefined {
  const value = name.trim();
  if (value === "") return "Enter a name.";
  if (value.length > MAX_DISPLAY_NAME_LENGTH) return `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters.`;
  return undefined;
}

/** Changes the name shown in the header and to other members (`accountEndpoints.update`). */
export function DisplayNameForm({ profile }: { profile: AccountProfile }) {
  const { refreshUser } = useAuth();
  const save = useApiMutation(accountEndpoints.update, {
    invalidates: [accountEndpoints.get],
    successMessage: "Name saved",
    errorTitle: "Could not save your name",
    // The API changed the Firebase profile too: reload it so the header shows the new name.
    onSuccess: () => void refreshUser().catch(() => undefined),
  });

  const form = useForm({
    initialValues: { displayName: profile.displayName ?? "" },
    validate: ({ displayName }) => ({ displayName: validateDisplayName(displayName) }),
    onSendError: reportedByToast,
  });
  const onSubmit = form.handleSubmit(({ displayName }) =>
    save.mutateAsync({ displayName: displayName.trim() }),
  );

  return (
    <Form form={form} onSubmit={onSubmit} className={styles.form}>
      <TextField
        label="Display name"
        autoComplete="nickname"
        maxLength={MAX_DISPLAY_NAME_LENGTH}
        {...form.field("displayName")}
      />
      <Inline gap="md">
        <Button
          type="submit"
          loading={form.submitting}
          disabled={form.values.displayName.trim() === (profile.displayName ?? "")}
        >
          Save name
        </Button>
      </Inline>
    </Form>
  );
}
