"use client";

import "@chartbot/ui/theme";
import { ThemeScript } from "@chartbot/ui/theme";
import { ErrorView, type RouteErrorProps } from "@/views/error-view";

/** The root layout itself failed: this replaces it, so it renders its own document (and theme). */
export default function GlobalError(props: RouteErrorProps) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Something went wrong · Chartbot</title>
        <ThemeScript />
      </head>
      <body>
        <main id="main" tabIndex={-1}>
          <ErrorView {...props} />
        </main>
      </body>
    </html>
  );
}
