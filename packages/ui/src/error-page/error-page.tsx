"use client";

import { type ReactNode, useEffect } from "react";
import { Button } from "../button/button";
import { Link } from "../link/link";
import { ThemeScript } from "../theme/theme-script";
import * as styles from "./error-page.css";

/** What Next.js passes to an app's `error.tsx` and `global-error.tsx`. */
export interface RouteErrorProps {
  /** On the server's errors `message` is generic and `digest` matches the server log's entry. */
  error: Error & { digest?: string };
  /** Renders the failed segment again. */
  reset: () => void;
}

/**
 * Logs a render failure for an app's `error.tsx`: only the digest, which finds the entry in the server's log.
 * The error's message and stack may hold internals, so they are neither logged in the browser nor shown.
 */
export function useErrorDigestLog(error: RouteErrorProps["error"]): void {
  useEffect(() => {
    console.error(`Page error (digest: ${error.digest ?? "none"})`);
  }, [error]);
}

export interface ErrorPageProps {
  /** Renders the failed segment again: the `reset` Next.js passes to `error.tsx`. */
  reset: () => void;
  /** The line under the heading: what the user can do. */
  description: string;
  /** Where the second action leads: the app's home. */
  homeHref: string;
  /** Its label: "Go to the home page". */
  homeLabel: string;
}

/**
 * The page shown when rendering failed: the heading "Something went wrong", Try again (calls `reset`) and a
 * link home. It never shows the error itself; pair it with `useErrorDigestLog`.
 */
export function ErrorPage({ reset, description, homeHref, homeLabel }: ErrorPageProps) {
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.actions}>
        <Button onClick={reset}>Try again</Button>
        <Button asChild variant="secondary">
          <Link href={homeHref} unstyled>
            {homeLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The document of a `global-error.tsx`: it replaces the root layout, so it brings `<html>`, `<body>`, the
 * title and the theme script itself.
 */
export function ErrorDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Something went wrong · Chartbot</title>
        <ThemeScript />
      </head>
      <body>{children}</body>
    </html>
  );
}
