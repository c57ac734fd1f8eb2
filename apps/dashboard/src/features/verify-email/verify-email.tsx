"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { inline } from "@chartbot/ui/inline";
import { Spinner } from "@chartbot/ui/spinner";
import { useToast } from "@chartbot/ui/toast";
import { sendEmailVerification } from "firebase/auth";
import { useEffect, useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { getTabStorage } from "@/auth/tab-storage";
import { useLogout } from "@/auth/use-logout";
import { cooldownSecondsLeft, markVerificationSent } from "@/auth/verification-cooldown";
import { AuthCard } from "@/components/auth-card";
import { Failure } from "@/components/failure";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { useVerificationWatch } from "./use-verification-watch";

/** Waits for the email to be verified, offers to resend the link; the gate moves on once it is verified. */
export function VerifyEmail() {
  const { user, refreshUser } = useAuth();
  const { toast } = useToast();
  const logout = useLogout();
  const [secondsLeft, setSecondsLeft] = useState(() => cooldownSecondsLeft(getTabStorage()));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useVerificationWatch(refreshUser);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft(cooldownSecondsLeft(getTabStorage())), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  async function resend() {
    const current = getFirebaseAuth().currentUser;
    if (!current) return;
    setSending(true);
    setError(null);
    try {
      await sendEmailVerification(current);
      markVerificationSent(getTabStorage());
      setSecondsLeft(cooldownSecondsLeft(getTabStorage()));
      toast({
        title: "Verification email sent",
        description: `Check ${current.email ?? "your inbox"}.`,
        tone: "positive",
      });
    } catch (failure) {
      setError(messageForAuthError(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard
      title="Verify your email"
      description={
        <>
          We sent a verification link to <strong>{user?.email ?? "your email address"}</strong>. Open it to
          finish setting up your account.
        </>
      }
      footer={
        <span>
          Wrong account?{" "}
          <Button variant="ghost" size="sm" onClick={() => void logout()}>
            Logout
          </Button>
        </span>
      }
    >
      <Callout>
        <span className={inline()}>
          <Spinner size="sm" label="" />
          This page continues by itself once your email is verified.
        </span>
      </Callout>
      {error && <Failure>{error}</Failure>}
      <Button
        variant="secondary"
        fullWidth
        loading={sending}
        disabled={secondsLeft > 0}
        onClick={() => void resend()}
      >
        {secondsLeft > 0 ? `Resend email in ${secondsLeft} s` : "Resend verification email"}
      </Button>
    </AuthCard>
  );
}
