"use client";

import { Button } from "@chartbot/ui/button";
import { Dialog, DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { hasPassword, reauthenticateWithPassword } from "@/auth/reauthenticate";
import { sessionEvents } from "@/client/session-events";
import { showAuthError } from "@/components/auth-form/show-auth-error";
import { Form, SubmitButton, useForm } from "@/components/form";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { refreshApiSession } from "./api-session";
import { useAuth } from "./auth-provider";
import { useLogout } from "./use-logout";

/**
 * Sensitive actions (deleting the account, creating an API token, adding exchange keys) need a sign-in within
 * the last 5 minutes. When the API asks for one, this dialog asks for the password, signs in again with
 * Firebase, hands the fresh token to the session, and the action is sent again. An account without a
 * password (Discord only) signs out and in again instead.
 */
export function ConfirmIdentityProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const form = useForm({
    initialValues: { password: "" },
    validate: ({ password }) => (password === "" ? { password: "Enter your password." } : {}),
    onSendError: showAuthError,
  });

  const finish = useCallback(
    (confirmed: boolean) => {
      settle.current?.(confirmed);
      settle.current = null;
      setOpen(false);
      form.reset();
    },
    [form],
  );

  useEffect(() => {
    sessionEvents.confirmIdentity = () =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setOpen(true);
      });
    return () => {
      sessionEvents.confirmIdentity = () => Promise.resolve(false);
    };
  }, []);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const current = getFirebaseAuth().currentUser;
    if (!current) return finish(false);
    await reauthenticateWithPassword(current, password);
    await refreshApiSession(await current.getIdToken(true));
    finish(true);
  });

  const withPassword = user !== null && hasPassword(user);
  return (
    <>
      {children}
      <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
        <DialogContent
          title="Confirm it's you"
          description={
            withPassword
              ? "For your security, enter your password to continue. You signed in more than 5 minutes ago."
              : "For your security, sign in again to continue. You signed in more than 5 minutes ago."
          }
        >
          {withPassword ? (
            <Form form={form} onSubmit={onSubmit}>
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={user.email ?? ""}
                readOnly
                hidden
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                {...form.field("password")}
              />
              <Inline gap="md">
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
                <SubmitButton form={form}>Confirm</SubmitButton>
              </Inline>
            </Form>
          ) : (
            <Inline gap="md">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button
                onClick={() => {
                  finish(false);
                  void logout();
                }}
              >
                Log out and sign in again
              </Button>
            </Inline>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
