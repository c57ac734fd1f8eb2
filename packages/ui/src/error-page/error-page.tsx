"use client";

import { type ReactNode, useEffect } from "react";
import { Button } from "../button/button";
import { Inline } from "../inline/inline";
import { Link } from "../link/link";
import { Stack } from "../stack/stack";
import { ThemeScript } from "../theme/theme-script";
import * as styles from "./error-page.css";

/** What Next.js passes to an app's `error.tsx` and `global-error.tsx`. */
export interface RouteErrorProps {
  /** On the server's errors `message` is generic and `digest` matches the server log's entry. */
  error: Error & { digest?: string };
  /** Renders the failed segment again. */
  reset: () => void;
}

export interface ErrorPageProps extends RouteErrorProps {
  /** The line under the heading: what the user can do. */
  description: string;
  /** Where the second action leads: the app's home. */
  homeHref: string;
  /** Its label: "Go to the home page". */
  homeLabel: string;
}

/**
 * The page shown when rendering failed: the heading "Something went wrong", Try again (calls `reset`) and a
 * link home. The error's text and stack are never shown (they may hold internals); only its digest is logged,
 * so the entry in the server's log can be found.
 */
export function ErrorPage({ error, reset, description, homeHref, homeLabel }: ErrorPageProps) {
  useEffect(() => {
    console.error(`Page error (digest: ${error.digest ?? "none"})`);
  }, [error]);
  return (
    <Stack gap="lg" align="flex-start">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.description}>{description}</p>
      <Inline gap="md">
        <Button onClick={reset}>Try again</Button>
        <Button asChild variant="secondary">
          <Link href={homeHref} unstyled>
            {homeLabel}
          </Link>
        </Button>
      </Inline>
    </Stack>
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
