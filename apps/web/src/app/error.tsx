"use client";

import { ErrorPage, type RouteErrorProps, useErrorDigestLog } from "@chartbot/ui/error-page";
import { Container } from "@/components/container";
import * as layout from "@/components/layout.css";

/** A page that failed to render, inside the site's header and footer. */
export default function RouteError({ error, reset }: RouteErrorProps) {
  useErrorDigestLog(error);
  return (
    <div className={layout.band}>
      <Container>
        <ErrorPage
          reset={reset}
          description="This page could not be shown. Try again, or go back to the home page."
          homeHref="/"
          homeLabel="Go to the home page"
        />
      </Container>
    </div>
  );
}
