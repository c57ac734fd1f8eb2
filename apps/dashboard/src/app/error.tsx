"use client";

import { ErrorPage, type RouteErrorProps, useErrorDigestLog } from "@chartbot/ui/error-page";
import { ROUTES } from "@/auth/routes";

/** A screen that failed to render, inside the app's shell. */
export default function RouteError({ error, reset }: RouteErrorProps) {
  useErrorDigestLog(error);
  return (
    <ErrorPage
      reset={reset}
      description="This page could not be shown. Try again, or go to Shortcuts."
      homeHref={ROUTES.shortcuts}
      homeLabel="Go to Shortcuts"
    />
  );
}
