"use client";

import { ErrorScreen, type RouteErrorProps } from "@/features/error/error-screen";

/** A screen that failed to render, inside the app's shell. */
export default function RouteError(props: RouteErrorProps) {
  return <ErrorScreen {...props} />;
}
