"use client";

import { ErrorPage, type RouteErrorProps } from "@chartbot/ui/error-page";
import { ROUTES } from "@/auth/routes";

/** A screen that failed to render, inside the app's shell. */
export default function RouteError(props: RouteErrorProps) {
  return (
    <ErrorPage
      {...props}
      description="This page could not be shown. Try again, or go back to your account."
      homeHref={ROUTES.shortcuts}
      homeLabel="Go to your account"
    />
  );
}
