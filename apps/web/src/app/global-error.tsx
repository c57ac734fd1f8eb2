"use client";

import "@chartbot/ui/theme";
import { ErrorDocument, type RouteErrorProps } from "@chartbot/ui/error-page";
import RouteError from "./error";

/** The root layout itself failed: this replaces it, without the header and footer. */
export default function GlobalError(props: RouteErrorProps) {
  return (
    <ErrorDocument>
      <main id="main" tabIndex={-1}>
        <RouteError {...props} />
      </main>
    </ErrorDocument>
  );
}
