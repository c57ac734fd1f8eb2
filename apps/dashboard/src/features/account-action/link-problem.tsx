import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { ROUTES } from "@/auth/routes";
import { AuthCard } from "@/components/auth-card";
import { Failure } from "@/components/failure";
import type { ActionLinkProblem } from "./action-code-error";

const NEXT_STEPS = {
  "sign-in": { href: ROUTES.login, label: "Go to sign in" },
  "sign-in-with-password": { href: ROUTES.login, label: "Sign in with your password" },
  settings: { href: ROUTES.settings, label: "Back to Account Settings" },
  communities: { href: ROUTES.communities, label: "Back to My Communities" },
  "resend-verification": { href: ROUTES.verifyEmail, label: "Send a new verification email" },
  "reset-password": { href: ROUTES.forgotPassword, label: "Request a new reset link" },
} as const;

export interface LinkProblemProps {
  problem: ActionLinkProblem;
  /** The way forward offered. */
  action: keyof typeof NEXT_STEPS;
}

/** A failed link or sign-in, with the one step that fixes it. */
export function LinkProblem({ problem, action }: LinkProblemProps) {
  const next = NEXT_STEPS[action];
  return (
    <AuthCard
      title={problem.title}
      footer={!action.startsWith("sign-in") && <Link href={ROUTES.login}>Back to sign in</Link>}
    >
      <Failure>{problem.message}</Failure>
      <Button asChild fullWidth>
        <Link href={next.href} unstyled>
          {next.label}
        </Link>
      </Button>
    </AuthCard>
  );
}
