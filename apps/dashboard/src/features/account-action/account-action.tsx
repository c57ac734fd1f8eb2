"use client";

import { useSearchParams } from "next/navigation";
import { DiscordReturn } from "./discord-return";
import { LinkProblem } from "./link-problem";
import { RecoverEmail } from "./recover-email";
import { ResetPassword } from "./reset-password";
import { VerifyEmailLink } from "./verify-email-link";

/**
 * /account/action: the target of Firebase's email links (`mode` + `oobCode`) and of Discord's OAuth redirect
 * (`code` + `state`, or `error`). The auth gate never redirects this page; it moves on by itself.
 */
export function AccountAction() {
  const params = useSearchParams();
  const mode = params.get("mode");
  const oobCode = params.get("oobCode");
  const state = params.get("state");

  if (!mode && state !== null) {
    return <DiscordReturn code={params.get("code")} state={state} error={params.get("error")} />;
  }
  if (!oobCode) {
    return (
      <LinkProblem
        problem={{
          title: "This link is incomplete",
          message: "Open the link from your email again, or copy the whole address into the browser.",
        }}
        action="sign-in"
      />
    );
  }
  switch (mode) {
    case "verifyEmail":
      return <VerifyEmailLink oobCode={oobCode} />;
    case "resetPassword":
      return <ResetPassword oobCode={oobCode} />;
    case "recoverEmail":
      return <RecoverEmail oobCode={oobCode} mode="recoverEmail" />;
    case "verifyAndChangeEmail":
      return <RecoverEmail oobCode={oobCode} mode="verifyAndChangeEmail" />;
    default:
      return (
        <LinkProblem
          problem={{
            title: "This link is not supported",
            message: "Open the link from your email again, or sign in.",
          }}
          action="sign-in"
        />
      );
  }
}
