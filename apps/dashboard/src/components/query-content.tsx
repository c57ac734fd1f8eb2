"use client";

import { Skeleton } from "@chartbot/ui/skeleton";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ApiError } from "@/client/api-error";
import { QueryFailure } from "@/components/failure";

export interface QueryContentProps<Data> {
  query: UseQueryResult<Data, ApiError>;
  /** The failure's title: "Could not load your API tokens". */
  failureTitle: string;
  /** Shown while the first answer is on its way. @default a 4rem skeleton */
  pending?: ReactNode;
  /** Whether the answer holds nothing to list; `empty` is shown instead. */
  isEmpty?: (data: Data) => boolean;
  /** What an empty answer shows, usually an `EmptyState`. */
  empty?: ReactNode;
  /** The content, from the loaded data. */
  children: (data: Data) => ReactNode;
}

/** The states of a loaded list: a placeholder, the failure with Retry, the empty state, then the content. */
export function QueryContent<Data>({
  query,
  failureTitle,
  pending = <Skeleton height="4rem" />,
  isEmpty,
  empty,
  children,
}: QueryContentProps<Data>) {
  if (query.isPending) return pending;
  if (query.isError) return <QueryFailure title={failureTitle} query={query} />;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
