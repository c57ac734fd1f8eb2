"use client";

import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { useEffect } from "react";
import { ROUTES } from "@/auth/routes";
import { Page } from "@/components/page";

/** What Next.js passes to `error.tsx` and `global-error.tsx`. */
export interface RouteErrorProps {
  /** On the server's errors, `message` is generic and `digest` matches the server log's entry. */
  error: Error & { digest?: string };
  /** Renders the failed segment again. */
  reset: () => void;
}

/**
 * The screen shown when rendering fails: what happened, Try again and the way back to the account. The error's
 * text and stack are never shown (they may hold internals); only its digest is logged, to match the server's log.
 */
export function ErrorScreen({ error, reset }: RouteErrorProps) {
  useEffect(() => {
    console.error(`Page error (digest: ${error.digest ?? "none"})`);
  }, [error]);
  return (
    <Page
      title="Something went wrong"
      description="This page could not be shown. Try again, or go back to your account."
      actions={
        <>
          <Button onClick={reset}>Try again</Button>
          <Button asChild variant="secondary">
            <Link href={ROUTES.shortcuts} unstyled>
              Go to your account
            </Link>
          </Button>
        </>
      }
    />
  );
}
