"use client";

import { ErrorView, type RouteErrorProps } from "@/views/error-view";

/** A page that failed to render, inside the site's header and footer. */
export default function RouteError(props: RouteErrorProps) {
  return <ErrorView {...props} />;
}
