"use client";

import "@chartbot/ui/theme";
import { ThemeScript } from "@chartbot/ui/theme";
import { ErrorScreen, type RouteErrorProps } from "@/features/error/error-screen";
import * as styles from "@/features/error/error-screen.css";

/** The root layout itself failed: this replaces it, so it renders its own document (and theme). */
export default function GlobalError(props: RouteErrorProps) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Something went wrong · Chartbot</title>
        <ThemeScript />
      </head>
      <body>
        <main className={styles.standalone}>
          <ErrorScreen {...props} />
        </main>
      </body>
    </html>
  );
}
