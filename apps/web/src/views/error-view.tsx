"use client";

import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { useEffect } from "react";
import { Container } from "@/components/container";
import * as layout from "@/components/layout.css";
import * as styles from "./not-found-view.css";

/** What Next.js passes to `error.tsx` and `global-error.tsx`. */
export interface RouteErrorProps {
  /** On the server's errors, `message` is generic and `digest` matches the server log's entry. */
  error: Error & { digest?: string };
  /** Renders the failed segment again. */
  reset: () => void;
}

/**
 * The page shown when rendering fails: what happened, Try again and the way home. The error's text and stack
 * are never shown (they may hold internals); only its digest is logged, to match the server's log.
 */
export function ErrorView({ error, reset }: RouteErrorProps) {
  useEffect(() => {
    console.error(`Page error (digest: ${error.digest ?? "none"})`);
  }, [error]);
  return (
    <div className={layout.band}>
      <Container className={styles.inner}>
        <h1 className={layout.displayTitle}>Something went wrong</h1>
        <p className={styles.text}>This page could not be shown. Try again, or go back to the home page.</p>
        <div className={layout.actions}>
          <Button size="lg" onClick={reset}>
            Try again
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link href="/" unstyled>
              Go to the home page
            </Link>
          </Button>
        </div>
      </Container>
    </div>
  );
}
