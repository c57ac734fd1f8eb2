import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import type { ReactNode } from "react";
import { ROUTES } from "@/auth/routes";
import { AuthCard } from "@/components/auth-card";

/** The end of an email link that changed the account: what happened, and Sign in. */
export function DoneCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthCard title={title}>
      <Callout tone="success">{children}</Callout>
      <Button asChild fullWidth>
        <Link href={ROUTES.login} unstyled>
          Sign in
        </Link>
      </Button>
    </AuthCard>
  );
}
