"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import type { ReactNode } from "react";

export interface FailureProps {
  /** What failed, as a short title: "Could not load your alerts". */
  title?: string;
  /** Why, in the user's words (an `ApiError`'s message; never a stack trace), and any link that helps. */
  children?: ReactNode;
  /** Names the box, for the `aria-describedby` of the form it belongs to; a named box can take the focus. */
  id?: string;
  /** Tries again; shows a Retry button. */
  onRetry?: () => void;
  /** Shows the Retry button busy while the new attempt runs. @default false */
  retrying?: boolean;
}

/**
 * Every failure the dashboard shows in a page or form: a load that failed (with Retry), a form that could not be
 * sent (above its fields). A danger callout, announced at once.
 */
export function Failure({ title, children, id, onRetry, retrying = false }: FailureProps) {
  return (
    <Callout id={id} tabIndex={id === undefined ? undefined : -1} tone="danger" title={title}>
      {onRetry ? (
        <Inline gap="md">
          <span>{children}</span>
          <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
            Retry
          </Button>
        </Inline>
      ) : (
        children
      )}
    </Callout>
  );
}

/** What `QueryFailure` needs of a failed query (react-query's result). */
export interface FailedQuery {
  error: { message: string };
  refetch: () => unknown;
  isFetching: boolean;
}

/** A query that could not load: its title, the error's message and Retry, busy while the new attempt runs. */
export function QueryFailure({ title, query }: { title: string; query: FailedQuery }) {
  return (
    <Failure title={title} onRetry={() => void query.refetch()} retrying={query.isFetching}>
      {query.error.message}
    </Failure>
  );
}
