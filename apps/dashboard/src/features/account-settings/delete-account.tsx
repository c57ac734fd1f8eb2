"use client";

import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { Button } from "@chartbot/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { useToast } from "@chartbot/ui/toast";
import { useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { useLogout } from "@/auth/use-logout";
import { useApiMutation } from "@/client/use-api-mutation";
import { Form, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "./settings.css";
import { SubscriptionsToCancel } from "./subscriptions-to-cancel";

/** What the user types to confirm: their email, or DELETE when the account has none. */
export function deletionConfirmationText(email: string | null): string {
  return email ?? "DELETE";
}

/** Whether the typed confirmation matches (case and surrounding spaces ignored). */
export function isDeletionConfirmed(typed: string, expected: string): boolean {
  return typed.trim().toLowerCase() === expected.trim().toLowerCase();
}

/** Deletes the account for good after the user types their email, then signs out. */
export function DeleteAccount() {
  const { user } = useAuth();
  const { toast } = useToast();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const expected = deletionConfirmationText(user?.email ?? null);
  const remove = useApiMutation(accountEndpoints.delete, {
    errorTitle: "Could not delete your account",
    silentError: true,
    onSuccess: async () => {
      setOpen(false);
      toast({
        title: "Your account was deleted",
        description: "We are sorry to see you go.",
        tone: "positive",
      });
      await logout();
    },
  });

  const form = useForm({ initialValues: { confirmDeletion: "" } });
  const typed = form.values.confirmDeletion;
  const onSubmit = form.handleSubmit(async () => {
    if (isDeletionConfirmed(typed, expected)) await remove.mutateAsync();
  });

  return (
    <div className={styles.form}>
      <p className={formLayout.muted}>
        Deletes your account, your alerts, trading keys and API tokens, and your sign-in. Your subscriptions
        are canceled first, at once. This cannot be undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
      >
        <Inline gap="md">
          <DialogTrigger asChild>
            <Button variant="danger">Delete my account</Button>
          </DialogTrigger>
        </Inline>
        <DialogContent
          title="Delete your account?"
          description="Your account and all its data are deleted for good. This cannot be undone."
        >
          <Form form={form} onSubmit={onSubmit} className={styles.form}>
            {open && <SubscriptionsToCancel />}
            <TextField
              label={`Type ${expected} to confirm`}
              autoComplete="off"
              {...form.field("confirmDeletion")}
            />
            <Inline gap="md">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button
                type="submit"
                variant="danger"
                loading={form.submitting}
                disabled={!isDeletionConfirmed(typed, expected)}
              >
                Delete my account
              </Button>
            </Inline>
          </Form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
