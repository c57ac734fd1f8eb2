"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import * as styles from "./load-error.css";

export interface LoadErrorProps {
  /** What could not be loaded, as a title: "Could not load your alerts". */
  title: string;
  /** The failure's user message (an `ApiError`'s message; never a stack trace). */
  message: string;
  /** Loads again. */
  onRetry: () => void;
  /** Shows the Retry button busy while the new attempt runs. @default false */
  retrying?: boolean;
}

/** A failed load: what failed, why, and a Retry button. */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Callout tone="danger" title={title}>
      <div className={styles.row}>
        <span>{message}</span>
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          Retry
        </Button>
      </div>
    </Callout>
  );
}
