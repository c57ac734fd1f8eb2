"use client";

import "@chartbot/ui/theme";
import { ErrorDocument, type RouteErrorProps } from "@chartbot/ui/error-page";
import * as styles from "@/features/error/global-error.css";
import RouteError from "./error";

/** The root layout itself failed: this replaces it, without the app's shell. */
export default function GlobalError(props: RouteErrorProps) {
  return (
    <ErrorDocument>
      <main className={styles.standalone}>
        <RouteError {...props} />
      </main>
    </ErrorDocument>
  );
}
